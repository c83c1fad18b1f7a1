import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialAccounts, users } from '../../src/server/model/schema';
import { createAccount, createPerson } from '../helpers/factories';
import { approveByTrustedUsers, send, signedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

// A day far from the machine's own clock, so a stamp taken from the machine cannot pass for it.
const APP_TIME = new Date('2031-05-14T09:30:00.000Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => new Date(APP_TIME) });
});
afterAll(() => ctx.close());

describe("the app's one clock", () => {
  it('stamps the time an account was verified by the votes', async () => {
    const person = await createPerson(ctx.database.db);
    const account = await createAccount(ctx.database.db, { personId: person.id });

    const answer = await approveByTrustedUsers(ctx, account.id, 10);

    expect(answer.json()).toMatchObject({ status: 'verified', isVerified: true });
    const [stored] = await ctx.database.db
      .select({ verifiedAt: socialAccounts.verifiedAt })
      .from(socialAccounts)
      .where(eq(socialAccounts.id, account.id));
    expect(stored!.verifiedAt).toEqual(APP_TIME);
  });

  it('stamps an edited review', async () => {
    const person = await createPerson(ctx.database.db);
    const account = await createAccount(ctx.database.db, {
      personId: person.id,
      status: 'verified',
    });
    const author = await signedInUser(ctx);
    const posted = await send(
      ctx,
      'POST',
      `/api/social-accounts/${account.id}/reviews`,
      { reviewText: 'Posts match the tour dates on the official site.' },
      author,
    );
    expect(posted.statusCode, posted.body).toBe(201);

    const edited = await send(
      ctx,
      'PUT',
      `/api/reviews/${posted.json<{ id: number }>().id}`,
      { reviewText: 'Posts match the tour dates and the label’s page.' },
      author,
    );

    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ updatedAt: APP_TIME.toISOString() });
  });

  it('stamps the time an administrator disabled a user', async () => {
    const admin = await signedInUser(ctx, { role: 'admin' });
    const target = await signedInUser(ctx);

    const disabled = await send(ctx, 'POST', `/api/admin/users/${target.id}/disable`, {}, admin);

    expect(disabled.statusCode, disabled.body).toBe(200);
    const [stored] = await ctx.database.db
      .select({ disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, target.id));
    expect(stored!.disabledAt).toEqual(APP_TIME);
  });
});
