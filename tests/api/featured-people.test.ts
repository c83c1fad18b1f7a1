import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeaturedPerson } from '../../src/shared/schemas/comments';
import { comments } from '../../src/server/model/schema';
import { createAccount, createPerson, createUser, rateAccount } from '../helpers/factories';
import { send } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
const names = (people: FeaturedPerson[]) => people.map((person) => person.firstName);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const account = async (firstName: string) => {
    const person = await createPerson(db, { firstName });
    return {
      person,
      account: await createAccount(db, { personId: person.id, status: 'verified' }),
    };
  };
  const busy = await account('Busy');
  const divided = await account('Divided');
  const calm = await account('Calm');
  const old = await account('Old');
  await rateAccount(db, busy.account.id, [4, 4, 5, 4]);
  const commenter = await createUser(db);
  await db.insert(comments).values(
    [1, 2, 3].map((index) => ({
      text: `Comment ${index}`,
      userId: commenter.id,
      personId: busy.person.id,
    })),
  );
  await rateAccount(db, divided.account.id, [1, 5, 1, 5]);
  await rateAccount(db, calm.account.id, [3, 3, 3]);
  await rateAccount(db, old.account.id, [1, 5, 1, 5, 1], 45);
});
afterAll(() => ctx.close());

describe('GET /api/trending-people', () => {
  it('ranks people by ratings and comments in the last 7 days, with their 30-day average', async () => {
    const response = await send(ctx, 'GET', '/api/trending-people?limit=10');
    expect(response.statusCode).toBe(200);
    const people = response.json<FeaturedPerson[]>();
    expect(names(people)).toEqual(['Busy', 'Divided', 'Calm']);
    expect(people[0]).toMatchObject({ activity: 7, avgRating30: 4.25 });
    expect(names((await send(ctx, 'GET', '/api/trending-people?limit=1')).json())).toEqual([
      'Busy',
    ]);
    expect((await send(ctx, 'GET', '/api/trending-people?limit=0')).statusCode).toBe(400);
  });
});

describe('GET /api/controversial-people', () => {
  it('ranks people by the spread of their 30-day ratings, with at least 3 ratings', async () => {
    const people = (await send(ctx, 'GET', '/api/controversial-people?limit=10')).json<
      FeaturedPerson[]
    >();
    expect(names(people)).toEqual(['Divided', 'Busy']);
    expect(people[0]).toMatchObject({ spread: 2, activity: 4, avgRating30: 3 });
  });
});
