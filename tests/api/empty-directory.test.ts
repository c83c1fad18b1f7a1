import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from '../helpers/factories';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestAppWithPages({}, {}, { rendered: true });
});
afterAll(() => ctx.close());

async function directoryPage(url: string) {
  const response = await ctx.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  const $ = cheerio.load(response.body);
  return {
    heading: $('main h2').first().text(),
    links: $('main a')
      .toArray()
      .map((link) => ({ text: $(link).text().trim(), href: $(link).attr('href') })),
  };
}

describe('the directory with no one in it', () => {
  it('invites a newcomer to add the first person, with no word of filters', async () => {
    const page = await directoryPage('/');
    expect(page.heading).toBe('No one is in the directory yet');
    expect(page.links).toContainEqual({
      text: 'Add the first person',
      href: '/auth?returnTo=%2Fadd',
    });
  });

  it('still says a search found no one, and offers to clear it', async () => {
    await createPerson(ctx.database.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const page = await directoryPage('/?search=zzzqqq');
    expect(page.heading).toBe('No results found');
    expect(page.links.map((link) => link.text)).toContain('Clear search');
  });
});
