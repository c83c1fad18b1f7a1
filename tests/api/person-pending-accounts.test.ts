import * as cheerio from 'cheerio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_ACCOUNTS_PAGE_SIZE } from '../../src/shared/constants';
import type { PendingAccountsPage, PersonDetail } from '../../src/shared/schemas/person-detail';
import { refreshAllRatings } from '../../src/server/modules/derived-data';
import { people, socialAccounts } from '../../src/server/model/schema';
import { createAccount, createPerson, platformId } from '../helpers/factories';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

/** As many pending accounts as the probe gave one person, whose page then weighed 1.18 MB. */
const PENDING = 128;

let ctx: TestContext;
let personId: number;
let slug: string;
/** The pending handles, oldest first: the order the person page lists them in. */
const pendingHandles: string[] = [];
const verifiedHandles: string[] = [];

beforeAll(async () => {
  ctx = await createTestAppWithPages({}, {}, { rendered: true });
  const { db } = ctx.database;
  const person = await createPerson(db, { firstName: 'Ada', lastName: 'Proposed' });
  ({ id: personId, slug } = person);
  for (let index = 0; index < 2; index++) {
    const account = await createAccount(db, { personId, status: 'verified' });
    verifiedHandles.push(account.username);
  }
  const instagram = await platformId(db, 'Instagram');
  const firstProposal = Date.now() - PENDING * 60_000;
  const rows = Array.from({ length: PENDING }, (_, index) => ({
    personId,
    platformId: instagram,
    username: `proposed_${String(index).padStart(3, '0')}`,
    evidence: 'A link from the official website of this person.',
    submittedAt: new Date(firstProposal + index * 60_000),
  }));
  await db.insert(socialAccounts).values(rows);
  await refreshAllRatings(db);
  pendingHandles.push(...rows.map((row) => row.username));
});
afterAll(() => ctx.close());

const handles = (accounts: { username: string }[]) => accounts.map((account) => account.username);

async function pendingPage(query: string) {
  const response = await ctx.app.inject(`/api/people/${personId}/pending-accounts${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PendingAccountsPage>();
}

describe('a person with many pending accounts', () => {
  it('is answered with every verified account, the first page of pending ones and how many are pending', async () => {
    const response = await ctx.app.inject(`/api/people/${personId}`);
    expect(response.statusCode).toBe(200);
    const person = response.json<PersonDetail>();
    expect(person.pendingAccountCount).toBe(PENDING);
    const verified = person.socialAccounts.filter((account) => account.isVerified);
    const pending = person.socialAccounts.filter((account) => !account.isVerified);
    expect(handles(verified).sort()).toEqual([...verifiedHandles].sort());
    expect(handles(pending)).toEqual(pendingHandles.slice(0, PENDING_ACCOUNTS_PAGE_SIZE));
  });

  it('has the rest of its pending accounts a page at a time, in the order of its page', async () => {
    const seen: string[] = [];
    let page = 1;
    for (; ; page++) {
      const answer = await pendingPage(`?page=${page}`);
      expect(answer).toMatchObject({ total: PENDING, page, limit: PENDING_ACCOUNTS_PAGE_SIZE });
      if (answer.accounts.length === 0) break;
      expect(answer.accounts.every((account) => !account.isVerified)).toBe(true);
      seen.push(...handles(answer.accounts));
    }
    expect(page).toBe(Math.ceil(PENDING / PENDING_ACCOUNTS_PAGE_SIZE) + 1);
    expect(seen).toEqual(pendingHandles);
    expect(handles((await pendingPage('?page=2&limit=50')).accounts)).toEqual(
      pendingHandles.slice(50, 100),
    );
  });

  it('refuses a bad page or size with a message, and an unknown or deleted person with a 404', async () => {
    const refusals: [string, number, string][] = [
      ['?page=0', 400, 'page must be a positive whole number'],
      ['?limit=51', 400, 'limit must be a whole number from 1 to 50'],
      ['?limit=many', 400, 'limit must be a whole number from 1 to 50'],
    ];
    for (const [query, status, message] of refusals) {
      const response = await ctx.app.inject(`/api/people/${personId}/pending-accounts${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status });
      expect(response.json().message).toContain(message);
    }
    const gone = await createPerson(ctx.database.db);
    await ctx.database.db.update(people).set({ isDeleted: true }).where(eq(people.id, gone.id));
    for (const id of [gone.id, 999_999]) {
      const response = await ctx.app.inject(`/api/people/${id}/pending-accounts`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Person not found' });
    }
  });

  it('has a page drawn with one page of pending accounts and a way to the rest', async () => {
    const response = await ctx.app.inject(`/people/${slug}`);
    expect(response.statusCode).toBe(200);
    const $ = cheerio.load(response.body);
    const section = $('section[aria-label="Pending Verification"]');
    expect(section.find('h2').text()).toBe(`Pending Verification (${PENDING})`);
    expect(section.find('[data-testid="account-card"]')).toHaveLength(PENDING_ACCOUNTS_PAGE_SIZE);
    const more = section.find('button').filter((_, button) => $(button).text().startsWith('Show'));
    expect(more.text()).toBe(`Show more (${PENDING - PENDING_ACCOUNTS_PAGE_SIZE} left)`);
    expect(response.body).not.toContain(pendingHandles[PENDING_ACCOUNTS_PAGE_SIZE]);
  });
});
