import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../../src/shared/schemas/directory';
import type { Person } from '../../src/shared/schemas/people';
import { queryRows } from '../../src/server/platform/database/client';
import { socialAccounts } from '../../src/server/model/schema';
import { createAccount, createPerson } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let submitter: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  submitter = await signedInUser(ctx);
});
afterAll(() => ctx.close());

async function pendingAccount(username: string) {
  const person = await createPerson(ctx.database.db);
  const account = await createAccount(ctx.database.db, {
    personId: person.id,
    platform: 'Instagram',
    username,
    submittedById: submitter.id,
  });
  return { person, account };
}

/** Voters whose votes count: an admin vouched for them (new users' votes are recorded, uncounted). */
const voters = (howMany: number) =>
  Promise.all(Array.from({ length: howMany }, () => signedInUser(ctx, { trusted: true })));
const vote = (
  user: SignedInUser,
  socialAccountId: number,
  isApproval: boolean,
  url = '/api/social-accounts/vote',
) => send(ctx, 'POST', url, { socialAccountId, isApproval }, user);

async function storedAccount(id: number) {
  const [account] = await ctx.database.db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.id, id));
  const [votes] = await queryRows<{ approvals: number; rejections: number }>(
    ctx.database.db,
    sql`select count(*) filter (where is_approval)::int as approvals,
      count(*) filter (where not is_approval)::int as rejections from votes where social_account_id = ${id}`,
  );
  return {
    ...account!,
    rows: { approvals: Number(votes!.approvals), rejections: Number(votes!.rejections) },
  };
}

describe('voting', () => {
  it('verifies an account at 10 approvals from distinct users, and the directory lists it', async () => {
    const { person, account } = await pendingAccount('tenapprovals');
    const users = await voters(10);
    for (const [index, user] of users.entries()) {
      const response = await vote(
        user,
        account.id,
        true,
        index % 2 ? '/api/votes' : '/api/social-accounts/vote',
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ approvalCount: index + 1, isVerified: index === 9 });
    }
    const stored = await storedAccount(account.id);
    expect(stored).toMatchObject({ status: 'verified', approvalCount: 10 });
    expect(stored.verifiedAt).toBeInstanceOf(Date);
    const directory = (await send(ctx, 'GET', '/api/directory')).json<DirectoryEntry[]>();
    expect(directory.map((entry) => entry.username)).toContain('tenapprovals');
    const listed = (await send(ctx, 'GET', `/api/people/${person.id}`)).json<Person>();
    expect(listed.socialAccounts[0]).toMatchObject({ isVerified: true, approvalCount: 10 });

    const late = await vote((await voters(1))[0]!, account.id, true);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Voting has ended: this account is already verified');
  });

  it('removes an account from every public read at 10 rejections, keeping it in the database', async () => {
    const { person, account } = await pendingAccount('tenrejections');
    for (const user of await voters(10))
      expect((await vote(user, account.id, false)).statusCode).toBe(200);
    expect(await storedAccount(account.id)).toMatchObject({
      status: 'rejected',
      rejectionCount: 10,
    });
    const page = (await send(ctx, 'GET', `/api/people/${person.id}`)).json<Person>();
    expect(page.socialAccounts).toEqual([]);
    expect((await send(ctx, 'GET', `/api/social-accounts/${account.id}/rating`)).statusCode).toBe(
      404,
    );
  });

  it('keeps one vote per user: the same choice changes nothing, the other choice moves it', async () => {
    const { account } = await pendingAccount('changeable');
    const [user] = await voters(1);
    for (const choice of [true, true, false, true, false, false]) {
      expect((await vote(user!, account.id, choice)).statusCode).toBe(200);
    }
    const stored = await storedAccount(account.id);
    expect(stored).toMatchObject({ approvalCount: 0, rejectionCount: 1, status: 'pending' });
    expect(stored.rows).toEqual({ approvals: 0, rejections: 1 });
    const mine = (await send(ctx, 'GET', '/api/user/votes', undefined, user)).json();
    expect(mine).toEqual([
      { socialAccountId: account.id, isApproval: false, votedAt: expect.any(String) },
    ]);
  });

  it('counts 30 votes cast at the same moment exactly, and changes state once', async () => {
    const { account } = await pendingAccount('stampede');
    const users = await voters(30);
    const responses = await Promise.all(
      users.map((user, index) => vote(user, account.id, index % 3 !== 0)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const stored = await storedAccount(account.id);
    expect(stored.approvalCount).toBe(stored.rows.approvals);
    expect(stored.rejectionCount).toBe(stored.rows.rejections);
    expect(stored.approvalCount).toBe(10);
    expect(stored.status).toBe('verified');
  });

  it('never double counts a vote flipped back and forth concurrently', async () => {
    const { account } = await pendingAccount('flipflop');
    const users = await voters(5);
    await Promise.all(
      users.flatMap((user) =>
        [true, false, true, false, true].map((choice) => vote(user, account.id, choice)),
      ),
    );
    const stored = await storedAccount(account.id);
    expect(stored.approvalCount + stored.rejectionCount).toBe(5);
    expect(stored.approvalCount).toBe(stored.rows.approvals);
    expect(stored.rejectionCount).toBe(stored.rows.rejections);
  });

  it('refuses the submitter, visitors, unverified users, bad input and unknown accounts', async () => {
    const { account } = await pendingAccount('guarded');
    const own = await vote(submitter, account.id, true);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot vote on an account you submitted');
    const visitor = await send(ctx, 'POST', '/api/votes', {
      socialAccountId: account.id,
      isApproval: true,
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Authentication required');
    const unverified = await vote(await signedInUser(ctx, { isVerified: false }), account.id, true);
    expect(unverified.statusCode).toBe(403);
    const [user] = await voters(1);
    const bad = await send(
      ctx,
      'POST',
      '/api/votes',
      { socialAccountId: account.id, isApproval: 'yes' },
      user,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('isApproval must be true or false');
    expect((await vote(user!, 999999, true)).statusCode).toBe(404);
    expect(await storedAccount(account.id)).toMatchObject({ approvalCount: 0, rejectionCount: 0 });
  });
});
