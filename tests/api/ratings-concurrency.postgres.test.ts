import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialAccounts } from '../../src/server/model/schema';
import { createAccount, createPerson } from '../helpers/factories';
import { send, signedInUser } from '../helpers/signed-in';
import { createServerTestDatabase, createTestApp, type TestContext } from '../helpers/test-app';

// Ratings arriving at the same moment need a server: the embedded database runs one
// transaction at a time.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { database: await createServerTestDatabase() });
});
afterAll(() => ctx.close());

describe('ratings sent at the same moment', () => {
  it('are all counted in the kept count and average', async () => {
    const db = ctx.database.db;
    const person = await createPerson(db);
    const account = await createAccount(db, { personId: person.id, status: 'verified' });
    const raters = await Promise.all(Array.from({ length: 40 }, () => signedInUser(ctx)));
    const values = raters.map((_, index) => (index % 5) + 1);
    const answers = await Promise.all(
      raters.map((rater, index) =>
        send(
          ctx,
          'POST',
          `/api/social-accounts/${account.id}/rate`,
          { rating: values[index] },
          rater,
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(raters.map(() => 200));

    const [kept] = await db
      .select({ count: socialAccounts.ratingCount, average: socialAccounts.avgRating })
      .from(socialAccounts)
      .where(eq(socialAccounts.id, account.id));
    expect(kept?.count).toBe(40);
    expect(Number(kept?.average)).toBeCloseTo(3, 3);
  });
});
