import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../src/server/model/schema';
import { createAccount, createPerson } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function verifiedAccount() {
  const person = await createPerson(ctx.database.db);
  return createAccount(ctx.database.db, { personId: person.id, status: 'verified' });
}

const report = (user: SignedInUser, socialAccountId: number) =>
  send(
    ctx,
    'POST',
    '/api/social-accounts/report',
    {
      socialAccountId,
      reason: 'This is an impersonation account.',
      evidence: 'The real one links elsewhere from the official site.',
    },
    user,
  );

const openReportsOf = async (user?: SignedInUser) =>
  send(ctx, 'GET', '/api/user/reports', undefined, user);

describe('GET /api/user/reports', () => {
  it("answers only the signed-in user's own open reports, newest first", async () => {
    const [first, second] = [await verifiedAccount(), await verifiedAccount()];
    const reporter = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    expect((await openReportsOf(reporter)).json()).toEqual([]);

    expect((await report(reporter, first.id)).statusCode).toBe(201);
    expect((await report(reporter, second.id)).statusCode).toBe(201);
    expect((await report(other, first.id)).statusCode).toBe(201);

    const mine = await openReportsOf(reporter);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      { socialAccountId: second.id, reportedAt: expect.any(String) },
      { socialAccountId: first.id, reportedAt: expect.any(String) },
    ]);
    expect((await openReportsOf(other)).json()).toEqual([
      { socialAccountId: first.id, reportedAt: expect.any(String) },
    ]);
  });

  it('lists a report under investigation, and no longer one an administrator closed', async () => {
    const account = await verifiedAccount();
    const reporter = await signedInUser(ctx);
    expect((await report(reporter, account.id)).statusCode).toBe(201);
    const setStatus = (status: 'investigating' | 'dismissed') =>
      ctx.database.db.update(reports).set({ status }).where(eq(reports.userId, reporter.id));

    await setStatus('investigating');
    expect((await openReportsOf(reporter)).json()).toEqual([
      { socialAccountId: account.id, reportedAt: expect.any(String) },
    ]);
    await setStatus('dismissed');
    expect((await openReportsOf(reporter)).json()).toEqual([]);
  });

  it('is refused to visitors', async () => {
    const response = await openReportsOf();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});
