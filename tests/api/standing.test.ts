import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandingResult, UserStanding } from '../../src/shared/schemas/standing';
import { adminAuditLog, users, votes } from '../../src/server/model/schema';
import { castVote, createAccount, createPerson, createUser } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let admin: SignedInUser;
let personId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedInUser(ctx, { role: 'admin' });
  personId = (await createPerson(ctx.database.db)).id;
});
afterAll(async () => {
  await ctx.close();
});

async function standingOf(user: SignedInUser) {
  const response = await send(ctx, 'GET', '/api/user/standing', undefined, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserStanding>();
}

async function setStanding(user: { id: number }, standing: string, by = admin) {
  return send(ctx, 'POST', `/api/admin/users/${user.id}/standing`, { standing }, by);
}

const requirement = (standing: UserStanding, name: string) =>
  standing.requirements.find((entry) => entry.name === name);

async function makeOlder(user: { id: number }, days: number) {
  await ctx.database.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(users.id, user.id));
}

/** Votes through the API on fresh pending accounts, then dates them `daysAgo`; answers the accounts. */
async function voteOnNewAccounts(user: SignedInUser, count: number, daysAgo: number) {
  const accountIds: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const account = await createAccount(ctx.database.db, { personId });
    const response = await send(
      ctx,
      'POST',
      '/api/votes',
      { socialAccountId: account.id, isApproval: true },
      user,
    );
    expect(response.statusCode, response.body).toBe(200);
    await ctx.database.db
      .update(votes)
      .set({ votedAt: new Date(Date.now() - daysAgo * DAY_MS) })
      .where(eq(votes.socialAccountId, account.id));
    accountIds.push(account.id);
  }
  return accountIds;
}

/** An administrator verifies these accounts by moderation: a decision reached without their voters. */
async function moderate(accountIds: number[]) {
  for (const id of accountIds) {
    const response = await send(
      ctx,
      'POST',
      `/api/admin/social-accounts/${id}/moderate`,
      { reason: 'The official site links to this account.' },
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function comment(user: SignedInUser) {
  const response = await send(
    ctx,
    'POST',
    '/api/comments',
    { text: 'I saw this account linked from the official site.', personId },
    user,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/**
 * A user 91 days old with 3 votes yesterday and 2 comments today (5 contributions on 2 days),
 * whose 3 votes an administrator's decisions then confirmed (a validated record).
 */
async function establishedUser() {
  const user = await signedInUser(ctx);
  await makeOlder(user, 91);
  const voted = await voteOnNewAccounts(user, 3, 1);
  const comments = [await comment(user), await comment(user)];
  await moderate(voted);
  return { user, comments };
}

describe('GET /api/user/standing', () => {
  it('answers 401 to a visitor', async () => {
    const response = await send(ctx, 'GET', '/api/user/standing');
    expect(response.statusCode).toBe(401);
  });

  it('makes a fresh verified user new, votes not counting, with every unmet rule', async () => {
    const standing = await standingOf(await signedInUser(ctx));
    expect(standing.standing).toBe('new');
    expect(standing.votesCount).toBe(false);
    expect(requirement(standing, 'email_verified')).toEqual({
      name: 'email_verified',
      current: 1,
      target: 1,
      met: true,
    });
    expect(requirement(standing, 'account_age_days')).toEqual({
      name: 'account_age_days',
      current: 0,
      target: 90,
      met: false,
    });
    expect(requirement(standing, 'contributions')).toMatchObject({ current: 0, target: 5 });
    expect(requirement(standing, 'contribution_days')).toMatchObject({ current: 0, target: 2 });
  });

  it('tells an unconfirmed user their standing, the e-mail first among what is missing', async () => {
    const standing = await standingOf(await signedInUser(ctx, { isVerified: false }));
    expect(standing.standing).toBe('new');
    expect(requirement(standing, 'email_verified')?.met).toBe(false);
  });

  it('makes a member of a user 91 days old with 5 contributions on 2 days and 3 votes an administrator confirmed', async () => {
    const { user } = await establishedUser();
    const standing = await standingOf(user);
    expect(standing).toMatchObject({ standing: 'member', votesCount: true });
    expect(requirement(standing, 'account_age_days')).toMatchObject({ current: 91, met: true });
    expect(requirement(standing, 'contributions')).toMatchObject({ current: 5, met: true });
    expect(requirement(standing, 'contribution_days')).toMatchObject({ current: 2, met: true });
    expect(requirement(standing, 'validated_record')).toEqual({
      name: 'validated_record',
      current: 3,
      target: 3,
      met: true,
    });
  });

  it('keeps new a user whom age and their own activity alone would make a member', async () => {
    const user = await signedInUser(ctx);
    await makeOlder(user, 30);
    await voteOnNewAccounts(user, 3, 1);
    await comment(user);
    await comment(user);
    const standing = await standingOf(user);
    expect(standing).toMatchObject({ standing: 'new', votesCount: false });
    expect(requirement(standing, 'contributions')).toMatchObject({ current: 5, met: true });
    expect(requirement(standing, 'validated_record')).toMatchObject({ current: 0, met: false });
  });

  it('stops counting a contribution an admin removed', async () => {
    const { user, comments } = await establishedUser();
    const removed = await send(ctx, 'DELETE', `/api/comments/${comments[0]}`, undefined, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    const standing = await standingOf(user);
    expect(standing.standing).toBe('new');
    expect(requirement(standing, 'contributions')).toMatchObject({ current: 4, met: false });
  });

  it('drops a member whose early votes on decided accounts mostly disagreed with the outcome', async () => {
    const { user } = await establishedUser();
    // Besides the 3 confirmed votes: 6 approvals of accounts others rejected, 1 of one verified.
    for (const status of [...Array<'rejected'>(6).fill('rejected'), 'verified'] as const) {
      const account = await createAccount(ctx.database.db, { personId, status });
      await castVote(ctx.database.db, account.id, user.id, true);
    }
    const standing = await standingOf(user);
    expect(requirement(standing, 'vote_agreement')).toEqual({
      name: 'vote_agreement',
      current: 4,
      target: 5,
      met: false,
    });
    expect(standing.standing).toBe('new');
  });

  it('judges a vote whenever it was cast: voting at one’s own pace earns as much as voting early', async () => {
    const { user } = await establishedUser();
    const account = await createAccount(ctx.database.db, { personId });
    for (let index = 0; index < 5; index += 1) {
      const earlier = await createUser(ctx.database.db);
      await castVote(ctx.database.db, account.id, earlier.id, true);
    }
    await ctx.database.db.execute(
      sql`update votes set voted_at = now() - interval '1 hour' where social_account_id = ${account.id}`,
    );
    const late = await send(
      ctx,
      'POST',
      '/api/votes',
      { socialAccountId: account.id, isApproval: true },
      user,
    );
    expect(late.statusCode, late.body).toBe(200);
    await moderate([account.id]);
    const standing = await standingOf(user);
    expect(requirement(standing, 'validated_record')).toMatchObject({ current: 4 });
    expect(requirement(standing, 'vote_agreement')).toMatchObject({ current: 4 });
  });

  it('makes an admin trusted', async () => {
    expect(await standingOf(admin)).toMatchObject({ standing: 'trusted', votesCount: true });
  });

  it('follows a change of role at once: the standing votes are counted by is kept before the response', async () => {
    const user = await signedInUser(ctx);
    const keptStanding = async () =>
      (
        await ctx.database.db
          .select({ standing: users.standing })
          .from(users)
          .where(eq(users.id, user.id))
      )[0]!.standing;
    const changeRole = (role: string) =>
      send(ctx, 'POST', `/api/admin/users/${user.id}`, { role }, admin);

    expect((await changeRole('admin')).statusCode).toBe(200);
    expect(await keptStanding()).toBe('trusted');
    expect((await changeRole('user')).statusCode).toBe(200);
    expect(await keptStanding()).toBe('new');
  });
});

describe('the OpenAPI document', () => {
  it('describes both standing routes with an example', async () => {
    const document = (await send(ctx, 'GET', '/api/openapi.json')).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    for (const [path, method] of [
      ['/api/user/standing', 'get'],
      ['/api/admin/users/{id}/standing', 'post'],
    ] as const) {
      expect(JSON.stringify(document.paths[path]?.[method]?.responses['200'])).toContain(
        '"example"',
      );
    }
  });
});

describe('POST /api/admin/users/{id}/standing', () => {
  it('grants trusted to a new user and returns them to the rules with auto, in the audit log', async () => {
    const user = await signedInUser(ctx);
    const granted = await setStanding(user, 'trusted');
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<StandingResult>().standing).toMatchObject({
      standing: 'trusted',
      votesCount: true,
    });
    expect(await standingOf(user)).toMatchObject({ standing: 'trusted', votesCount: true });

    const listed = await send(
      ctx,
      'GET',
      `/api/admin/users?search=${user.username}`,
      undefined,
      admin,
    );
    expect(listed.json<{ users: { isTrusted: boolean }[] }>().users[0]?.isTrusted).toBe(true);

    const returned = await setStanding(user, 'auto');
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await standingOf(user)).toMatchObject({ standing: 'new', votesCount: false });

    const entries = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(user.id)));
    expect(entries.map((entry) => entry.action)).toEqual(['user.standing', 'user.standing']);
  });

  it('refuses a non-admin with 403, bad input with 400, an unknown user with 404', async () => {
    const user = await signedInUser(ctx);
    expect((await setStanding(user, 'trusted', user)).statusCode).toBe(403);
    const bad = await setStanding(user, 'member');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/trusted or auto/);
    expect((await setStanding({ id: 999_999 }, 'trusted')).statusCode).toBe(404);
  });

  it('refuses to act on a deleted user', async () => {
    const deleted = await createUser(ctx.database.db, { deletedAt: new Date() });
    const response = await setStanding(deleted, 'trusted');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('This user has been deleted');
  });
});
