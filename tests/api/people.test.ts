import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeoplePage, Person } from '../../src/shared/schemas/people';
import { people } from '../../src/server/model/schema';
import { refreshAllRatings } from '../../src/server/modules/derived-data';
import { keepAllDueCards } from '../../src/server/modules/people';
import {
  castVote,
  categoryId,
  createAccount,
  createPerson,
  createSession,
  createUser,
  rateAccount,
} from '../helpers/factories';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
const ids: Record<string, number> = {};

async function listPeople(query = '', headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ url: `/api/people${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PeoplePage>();
}
const fullNames = (page: PeoplePage) =>
  page.people.map((person) => `${person.firstName} ${person.lastName}`);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const musicians = await categoryId(db, 'Musicians');
  const zoe = await createPerson(db, {
    firstName: 'Zoë',
    lastName: 'Saldaña',
    profession: 'Actress',
  });
  const john = await createPerson(db, {
    firstName: 'John',
    lastName: 'Legend',
    profession: 'Singer and songwriter',
    categoryId: musicians,
  });
  const johnny = await createPerson(db, {
    firstName: 'Johnny',
    lastName: 'Marr',
    profession: 'Guitarist',
    categoryId: musicians,
  });
  const ada = await createPerson(db, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    profession: 'Mathematician',
  });
  const gone = await createPerson(db, {
    firstName: 'Hidden',
    lastName: 'Person',
    profession: 'Actor',
  });
  await db.update(people).set({ isDeleted: true }).where(eq(people.id, gone.id));
  Object.assign(ids, { zoe: zoe.id, john: john.id, johnny: johnny.id, ada: ada.id, gone: gone.id });

  const zoeInsta = await createAccount(db, {
    personId: zoe.id,
    platform: 'Instagram',
    status: 'verified',
    username: 'zoesaldana',
  });
  const zoeX = await createAccount(db, {
    personId: zoe.id,
    platform: 'Twitter',
    status: 'verified',
    username: 'zoesaldana_x',
  });
  await createAccount(db, {
    personId: zoe.id,
    platform: 'TikTok',
    status: 'rejected',
    username: 'fake_zoe',
    rejectionCount: 10,
  });
  await createAccount(db, {
    personId: zoe.id,
    platform: 'Facebook',
    status: 'verified',
    isDeleted: true,
  });
  const johnPending = await createAccount(db, {
    personId: john.id,
    platform: 'YouTube',
    status: 'pending',
    approvalCount: 3,
  });
  const johnVerified = await createAccount(db, {
    personId: john.id,
    platform: 'Instagram',
    status: 'verified',
  });
  ids.zoeInsta = zoeInsta.id;
  ids.zoeX = zoeX.id;
  ids.johnPending = johnPending.id;
  await rateAccount(db, zoeInsta.id, [5, 5, 4]);
  await rateAccount(db, zoeX.id, [2, 3], 45);
  await rateAccount(db, johnVerified.id, [3]);
  await refreshAllRatings(db);
});
afterAll(() => ctx.close());

describe('GET /api/people', () => {
  it('answers a page with people, total, page and limit (default 10)', async () => {
    const page = await listPeople();
    expect(page).toMatchObject({ total: 4, page: 1, limit: 10 });
    const zoe = page.people.find((person) => person.id === ids.zoe)!;
    expect(zoe).toMatchObject({
      firstName: 'Zoë',
      lastName: 'Saldaña',
      slug: 'zoë-saldaña',
      profession: 'Actress',
      category: { name: 'Actors' },
      is_deleted: false,
      profile_image_url: null,
    });
    const insta = zoe.socialAccounts.find((account) => account.id === ids.zoeInsta)!;
    expect(insta).toMatchObject({
      username: 'zoesaldana',
      isVerified: true,
      platform: { name: 'Instagram', icon: 'instagram' },
      approvalCount: 0,
      rejectionCount: 0,
      avgRating: 4.667,
      ratingCount: 3,
      userVote: null,
    });
    expect(new Date(insta.submittedAt).toString()).not.toBe('Invalid Date');
  });

  it('keeps the overall and 30-day averages on each person', async () => {
    const zoe = (await listPeople()).people.find((person) => person.id === ids.zoe)!;
    expect(zoe.avgRating).toBe(3.8);
    expect(zoe.avgRating30).toBe(4.667);
    const ada = (await listPeople()).people.find((person) => person.id === ids.ada)!;
    expect(ada.avgRating).toBeNull();
    expect(ada.avgRating30).toBeNull();
  });

  it('never shows deleted people, rejected accounts or deleted accounts', async () => {
    const page = await listPeople();
    expect(page.people.map((person) => person.id)).not.toContain(ids.gone);
    const zoe = page.people.find((person) => person.id === ids.zoe)!;
    expect(zoe.socialAccounts.map((account) => account.platform.name).sort()).toEqual([
      'Instagram',
      'Twitter',
    ]);
  });

  it('orders by overall rating, unrated last, then by name', async () => {
    expect(fullNames(await listPeople())).toEqual([
      'Zoë Saldaña',
      'John Legend',
      'Ada Lovelace',
      'Johnny Marr',
    ]);
  });

  it('pages with page and limit', async () => {
    const second = await listPeople('?page=2&limit=3');
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(fullNames(second)).toEqual(['Johnny Marr']);
    expect((await listPeople('?page=5&limit=3')).people).toEqual([]);
  });

  it('filters by verification status of the accounts', async () => {
    expect(fullNames(await listPeople('?verification=verified')).sort()).toEqual([
      'John Legend',
      'Zoë Saldaña',
    ]);
    expect(fullNames(await listPeople('?verification=pending'))).toEqual(['John Legend']);
    expect((await listPeople('?verification=all')).total).toBe(4);
  });

  it('filters by minimum rating and shows only the accounts rated that high', async () => {
    const page = await listPeople('?minRating=4');
    expect(fullNames(page)).toEqual(['Zoë Saldaña']);
    expect(page.people[0]!.socialAccounts.map((account) => account.id)).toEqual([ids.zoeInsta]);
    expect(fullNames(await listPeople('?minRating=3')).sort()).toEqual([
      'John Legend',
      'Zoë Saldaña',
    ]);
    expect((await listPeople('?minRating=')).total).toBe(4);
    expect((await listPeople('?minRating=all')).total).toBe(4);
  });

  it('filters by category id', async () => {
    const musicians = await categoryId(ctx.database.db, 'Musicians');
    expect(fullNames(await listPeople(`?category=${musicians}`)).sort()).toEqual([
      'John Legend',
      'Johnny Marr',
    ]);
  });

  it('combines the filters: every combination lists and counts the people meeting all of them', async () => {
    const musicians = await categoryId(ctx.database.db, 'Musicians');
    const everyone = ['Ada Lovelace', 'John Legend', 'Johnny Marr', 'Zoë Saldaña'];
    const meeting = {
      verified: ['John Legend', 'Zoë Saldaña'],
      pending: ['John Legend'],
      ratedThree: ['John Legend', 'Zoë Saldaña'],
      musicians: ['John Legend', 'Johnny Marr'],
    };
    for (const verification of ['all', 'verified', 'pending'] as const)
      for (const rated of [false, true])
        for (const inMusic of [false, true]) {
          const query = `?verification=${verification}${rated ? '&minRating=3' : ''}${inMusic ? `&category=${musicians}` : ''}`;
          const expected = everyone.filter(
            (name) =>
              (verification === 'all' || meeting[verification].includes(name)) &&
              (!rated || meeting.ratedThree.includes(name)) &&
              (!inMusic || meeting.musicians.includes(name)),
          );
          const page = await listPeople(query);
          expect(fullNames(page).sort(), query).toEqual(expected);
          // One a page: the page cannot tell the total, so it is counted.
          expect((await listPeople(`${query}&limit=1`)).total, query).toBe(expected.length);
        }
  });

  it('searches ignoring case and accents', async () => {
    expect(fullNames(await listPeople('?search=zoe%20saldana'))).toEqual(['Zoë Saldaña']);
    expect(fullNames(await listPeople('?search=SALDAÑA'))).toEqual(['Zoë Saldaña']);
  });

  it('tolerates a typo', async () => {
    expect(fullNames(await listPeople('?search=jhon'))).toContain('John Legend');
    expect(fullNames(await listPeople('?search=mathematican'))).toEqual(['Ada Lovelace']);
  });

  it('matches first name, last name, full name and profession, best match first', async () => {
    expect(fullNames(await listPeople('?search=john'))).toEqual(['John Legend', 'Johnny Marr']);
    expect(fullNames(await listPeople('?search=legend'))).toEqual(['John Legend']);
    expect(fullNames(await listPeople('?search=john%20legend'))).toEqual(['John Legend']);
    expect(fullNames(await listPeople('?search=guitarist'))).toEqual(['Johnny Marr']);
    expect(fullNames(await listPeople('?search=guit'))).toEqual(['Johnny Marr']);
    expect((await listPeople('?search=zzzzqqq')).total).toBe(0);
  });

  it('combines search with filters', async () => {
    expect(fullNames(await listPeople('?search=john&verification=pending'))).toEqual([
      'John Legend',
    ]);
  });

  it('shows a signed-in viewer their own votes', async () => {
    const voter = await createUser(ctx.database.db);
    await castVote(ctx.database.db, ids.johnPending!, voter.id, true);
    const token = await createSession(ctx.database.db, voter.id);
    const page = await listPeople('?search=legend', { authorization: `Bearer ${token}` });
    const pending = page.people[0]!.socialAccounts.find(
      (account) => account.id === ids.johnPending,
    )!;
    expect(pending.userVote).toEqual({ isApproval: true });
    const anonymous = await listPeople('?search=legend');
    expect(anonymous.people[0]!.socialAccounts.every((account) => account.userVote === null)).toBe(
      true,
    );
  });

  it('runs no more SQL statements for a page of 50 than for a page of 1', async () => {
    for (let index = 0; index < 12; index++) {
      const person = await createPerson(ctx.database.db);
      await createAccount(ctx.database.db, { personId: person.id, status: 'verified' });
    }
    const statementsFor = async (query: string) => {
      ctx.database.statements.length = 0;
      await listPeople(query);
      return ctx.database.statements.length;
    };
    // Made outside the write units, as an operator command would: the scheduled job keeps
    // their cards; until it has, a page makes them from the rows, in two more statements.
    expect(await statementsFor('?limit=50')).toBeLessThanOrEqual(4);
    await keepAllDueCards(ctx.database.db);
    const small = await statementsFor('?limit=1');
    expect(await statementsFor('?limit=50')).toBeLessThanOrEqual(small);
    expect(small).toBeLessThanOrEqual(3);
    expect(await statementsFor('?limit=50&search=john')).toBeLessThanOrEqual(4);
  });

  it.each([
    ['?page=0', 'page must be a positive whole number'],
    ['?page=abc', 'page must be a positive whole number'],
    ['?page=1.5', 'page must be a positive whole number'],
    ['?minRating=9', 'minRating must be a whole number from 1 to 5'],
    ['?minRating=0', 'minRating must be a whole number from 1 to 5'],
    ['?verification=foo', 'verification must be one of all, verified, pending'],
    ['?limit=1000', 'limit must be a whole number from 1 to 50'],
    ['?limit=0', 'limit must be a whole number from 1 to 50'],
    ['?category=x', 'category must be a category id (a positive whole number)'],
    ['?page=99999999999999999999', 'page must be a positive whole number'],
    [`?search=${'a'.repeat(101)}`, 'search must be text of at most 100 characters'],
  ])('refuses %s with 400 and a clear message', async (query, message) => {
    const response = await ctx.app.inject(`/api/people${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });
});

describe('GET /api/people/{id or slug}', () => {
  it('finds a person by id with every visible account', async () => {
    const response = await ctx.app.inject(`/api/people/${ids.john}`);
    expect(response.statusCode).toBe(200);
    const john = response.json<Person>();
    expect(john).toMatchObject({
      firstName: 'John',
      lastName: 'Legend',
      category: { name: 'Musicians' },
    });
    expect(
      john.socialAccounts.map((account) => [account.platform.name, account.isVerified]),
    ).toEqual([
      ['Instagram', true],
      ['YouTube', false],
    ]);
  });

  it('finds a person by name slug, accents included', async () => {
    const bySlug = await ctx.app.inject('/api/people/john-legend');
    expect(bySlug.json<Person>().id).toBe(ids.john);
    const accented = await ctx.app.inject(`/api/people/${encodeURIComponent('zoë-saldaña')}`);
    expect(accented.json<Person>().id).toBe(ids.zoe);
  });

  it.each(['999999', 'nobody-here', '99999999999999999999', String(ids.gone ?? 'hidden-person')])(
    'answers 404 with a message for %s',
    async (ref) => {
      const response = await ctx.app.inject(`/api/people/${ref}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Person not found' });
    },
  );

  it('answers 404 for a deleted person', async () => {
    const response = await ctx.app.inject(`/api/people/${ids.gone}`);
    expect(response.statusCode).toBe(404);
  });
});
