import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeoplePage, Suggestions } from '../../src/shared/schemas/people';
import { refreshSearchWords } from '../../src/server/modules/derived-data';
import { openDatabase } from '../../src/server/platform/database/client';
import { nameIndexesBuilt } from '../helpers/name-index';
import { createAccount, createPerson } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import {
  createServerTestDatabase,
  createTestApp,
  type TestContext,
  type TestDatabase,
} from '../helpers/test-app';

// Two instances keeping a name index and one searching in SQL, on one PostgreSQL database:
// after every kind of write the instance that wrote answers as SQL does at once, and the
// other within a second.
let database: TestDatabase;
let writer: TestContext;
let other: TestContext;
let inSql: TestContext;
let member: SignedInUser;
let admin: SignedInUser;

const QUERIES = [
  'anna',
  'ann',
  'an',
  'a',
  'annabel ross',
  'anna b',
  'anan',
  'dunn',
  'duun',
  'singer',
  'the rock',
  'therock',
  'mr beast',
  'mrbeast',
  'johnson',
  'jonhson',
  'Высоцкий',
  'vysotsky',
  'ohnso',
  'zed',
  'zorblat',
];

/** What a reader sees for each query: the first page of people and the suggestions. */
async function answers(ctx: TestContext) {
  const seen: Record<string, unknown> = {};
  for (const query of QUERIES) {
    const page = await ctx.app.inject(`/api/people?search=${encodeURIComponent(query)}&limit=20`);
    expect(page.statusCode, page.body).toBe(200);
    const { people, total, totalIsEstimate } = page.json<PeoplePage>();
    const suggested = await ctx.app.inject(
      `/api/people/suggestions?q=${encodeURIComponent(query)}&limit=5`,
    );
    seen[query] = {
      people: people.map((person) => [
        person.id,
        person.firstName,
        person.lastName,
        person.matchedBy,
      ]),
      // An estimate is the planner's in SQL and the postings' in the index: only exact ones agree.
      total: totalIsEstimate ? 'estimated' : total,
      suggestions: suggested.json<Suggestions>().suggestions.map((person) => person.id),
    };
  }
  return seen;
}

/** Both indexed instances answer as SQL does: the writer at once, the other within a second. */
async function expectAgreement() {
  const fromWriter = await answers(writer);
  const expected = await answers(inSql);
  expect(fromWriter).toEqual(expected);
  await expect.poll(() => answers(other), { timeout: 1000, interval: 100 }).toEqual(expected);
}

async function addPerson(firstName: string, lastName: string, profession = 'Singer') {
  const categories = (await inSql.app.inject('/api/categories')).json<{ id: number }[]>();
  const added = await send(
    writer,
    'POST',
    '/api/people',
    { firstName, lastName, profession, categoryId: categories[0]!.id },
    member,
  );
  expect(added.statusCode, added.body).toBe(201);
  return added.json<{ id: number }>().id;
}

beforeAll(async () => {
  database = await createServerTestDatabase();
  const db = database.db;
  const ids: number[] = [];
  // People in the database before the instances start: the indexes are built from them.
  for (const [firstName, lastName, rating] of [
    ['Anna', 'Berg', 2],
    ['Anna', 'Cole', 4],
    ['Anna', 'Dunn', 4],
    ['Annabel', 'Ross', 5],
    ['Hanna', 'Moll', 5],
    ['Dwayne', 'Johnson', 3],
    ['Владимир', 'Высоцкий', null],
  ] as const) {
    const person = await createPerson(db, { firstName, lastName, profession: 'Singer' });
    ids.push(person.id);
    await db.execute(sql`update people set avg_rating = ${rating} where id = ${person.id}`);
  }
  for (let index = 0; index < 150; index++) {
    const person = await createPerson(db, {
      firstName: `Anton${index}`,
      lastName: 'Crowd',
      profession: 'Extra',
    });
    ids.push(person.id);
  }
  await refreshSearchWords(db, ids);
  // Each instance has connections of its own, as separate processes would.
  const instance = async (env: Record<string, string>) => {
    const statements: string[] = [];
    const handle = await openDatabase({
      url: database.url!,
      poolSize: 4,
      onQuery: (query) => statements.push(query),
    });
    return createTestApp(env, { database: { ...handle, statements } });
  };
  inSql = await createTestApp({}, { database });
  writer = await instance({ NAME_INDEX: 'on' });
  other = await instance({ NAME_INDEX: 'on' });
  member = await signedInUser(writer, { trusted: true });
  admin = await signedInUser(writer, { role: 'admin' });
  await nameIndexesBuilt(writer, other);
}, 60_000);

afterAll(async () => {
  for (const instance of [writer, other]) {
    await instance?.app.close();
    await instance?.database.close();
  }
  await inSql?.close();
});

describe('the name index of each instance', () => {
  it('answers every search as the SQL search does once built', async () => {
    await expectAgreement();
  });

  it('finds a person added, and their alias, as soon as they are written', async () => {
    const id = await addPerson('Zed', 'Zorblat');
    await expectAgreement();
    const alias = await send(
      writer,
      'POST',
      `/api/people/${id}/aliases`,
      { name: 'The Rock' },
      member,
    );
    expect(alias.statusCode, alias.body).toBe(201);
    // At once, not at the index's next read of the changes.
    const found = await writer.app.inject('/api/people?search=the%20rock');
    expect(found.json<PeoplePage>().people.map((person) => person.lastName)).toEqual(['Zorblat']);
    await expectAgreement();
    const aliasId = alias.json<{ id: number }>().id;
    const removed = await send(
      writer,
      'DELETE',
      `/api/people/${id}/aliases/${aliasId}`,
      undefined,
      admin,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    await expectAgreement();
  });

  it('finds a person by an account handle, and orders people by a new rating', async () => {
    const id = await addPerson('Jimmy', 'Donaldson', 'Youtuber');
    const account = await createAccount(database.db, {
      personId: id,
      platform: 'YouTube',
      username: 'MrBeast',
      status: 'verified',
    });
    await refreshSearchWords(database.db, [id]);
    const rated = await send(
      writer,
      'POST',
      `/api/social-accounts/${account.id}/rate`,
      { rating: 5 },
      member,
    );
    expect(rated.statusCode, rated.body).toBe(200);
    await expectAgreement();
  });

  it('forgets a deleted person and one merged into another', async () => {
    const people = (await writer.app.inject('/api/people?search=anna&limit=20')).json<PeoplePage>();
    const [first, second] = people.people;
    const deleted = await send(
      writer,
      'DELETE',
      `/api/admin/people/${first!.id}`,
      undefined,
      admin,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectAgreement();
    const kept = await addPerson('Anna', 'Kept');
    const merged = await send(
      writer,
      'POST',
      '/api/test-merge',
      { keepPersonId: kept, removePersonId: second!.id },
      admin,
    );
    expect(merged.statusCode, merged.body).toBe(200);
    await expectAgreement();
  });

  it('hears of what another process wrote straight to the database within a second', async () => {
    await database.db.execute(
      sql`update people set avg_rating = 1 where first_name = 'Annabel' and last_name = 'Ross'`,
    );
    const expected = await answers(inSql);
    for (const instance of [writer, other]) {
      await expect
        .poll(() => answers(instance), { timeout: 1000, interval: 100 })
        .toEqual(expected);
    }
  });

  it('reads no search dictionary or postings from the database to search', async () => {
    writer.database.statements.length = 0;
    const page = await writer.app.inject('/api/people?search=anna&limit=20');
    expect(page.statusCode).toBe(200);
    expect(page.json<PeoplePage>().people.length).toBeGreaterThan(0);
    const statements = writer.database.statements.join('\n');
    expect(statements).toMatch(/from "people"/);
    expect(statements).not.toMatch(/search_terms|search_postings/);
  });
});
