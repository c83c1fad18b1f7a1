import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createPerson } from '../helpers/factories';
import { approveByTrustedUsers } from '../helpers/signed-in';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestAppWithPages({}, {}, { rendered: true });
  const person = await createPerson(ctx.database.db, { firstName: 'Nina', lastName: 'Unrated' });
  await createAccount(ctx.database.db, {
    personId: person.id,
    platform: 'Instagram',
    username: 'nina_unrated',
    status: 'verified',
  });
});
afterAll(() => ctx.close());

describe('one number for one thing, as the page is sent', () => {
  it('a verified account nobody rated says so once, with no second zero', async () => {
    const page = await ctx.app.inject('/people/nina-unrated');
    expect(page.statusCode).toBe(200);
    const $ = cheerio.load(page.body);
    const card = $('[data-testid="account-card"]').text();
    expect(card).toContain('0.0· no ratings yet');
    expect(card).not.toContain('0 ratings');
  });

  it('a pending account whose counted approvals reached the bar says on its badge what holds it', async () => {
    const person = await createPerson(ctx.database.db, { firstName: 'Hana', lastName: 'Held' });
    await createAccount(ctx.database.db, {
      personId: person.id,
      platform: 'Instagram',
      username: 'hana_real',
      status: 'verified',
    });
    const second = await createAccount(ctx.database.db, {
      personId: person.id,
      platform: 'Instagram',
      username: 'hana_second',
      status: 'pending',
    });
    await approveByTrustedUsers(ctx, second.id, 10);
    const page = await ctx.app.inject('/people/hana-held');
    const $ = cheerio.load(page.body);
    const card = $('[data-testid="account-card"]').filter((_, element) =>
      $(element).text().includes('@hana_second'),
    );
    expect(card.find('[data-testid="hold-badge"]').text()).toBe(
      'Held: the person has a verified account here',
    );
    expect(card.text()).toContain('Pending verification');
  });
});
