import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratings, socialAccounts } from '../../src/server/model/schema';
import { refreshRatingsIfDue } from '../../src/server/modules/ratings';
import { createAccount, createPerson, rateAccount } from '../helpers/factories';
import { createServerTestDatabase, type TestDatabase } from '../helpers/test-app';

// Several instances checking at once need a server: the embedded database has one connection.
let database: TestDatabase;
beforeAll(async () => {
  database = await createServerTestDatabase();
});
afterAll(() => database.close());

const DAY = 24 * 60 * 60 * 1000;

describe('the scheduled 30-day refresh', () => {
  it('moves the 30-day averages on as ratings age, once per interval however many instances ask', async () => {
    const db = database.db;
    const person = await createPerson(db);
    const account = await createAccount(db, { personId: person.id, status: 'verified' });
    await rateAccount(db, account.id, [5]);
    await rateAccount(db, account.id, [1], 10);
    const average30 = async () =>
      (
        await db
          .select({ value: socialAccounts.avgRating30 })
          .from(socialAccounts)
          .where(eq(socialAccounts.id, account.id))
      )[0]?.value;
    expect(Number(await average30())).toBe(3);

    // Time passes: the 1-star rating is now 40 days old, outside the window.
    await db
      .update(ratings)
      .set({ ratedAt: sql`now() - interval '40 days'` })
      .where(eq(ratings.rating, 1));
    expect(Number(await average30())).toBe(3);

    const now = new Date();
    const instances = await Promise.all(
      Array.from({ length: 4 }, () => refreshRatingsIfDue(db, DAY, now)),
    );
    expect(instances.filter(Boolean)).toHaveLength(1);
    expect(Number(await average30())).toBe(5);

    expect(await refreshRatingsIfDue(db, DAY, new Date(now.getTime() + DAY / 2))).toBe(false);
    expect(await refreshRatingsIfDue(db, DAY, new Date(now.getTime() + DAY))).toBe(true);
  });
});
