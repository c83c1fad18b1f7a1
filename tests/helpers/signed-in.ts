import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './test-app';
import { evaluateStandings } from '../../src/server/modules/trust';
import { createMember, createSession, createUser } from './factories';

export interface SignedInUser {
  id: number;
  username: string;
  headers: { authorization: string };
}

/**
 * A user with a live session, verified unless told otherwise. `trusted` users are vouched for
 * by an admin: their votes count from the first one (a new user's count 0).
 */
export async function signedInUser(
  ctx: TestContext,
  {
    trusted = false,
    ...overrides
  }: { isVerified?: boolean; role?: 'user' | 'admin'; trusted?: boolean } = {},
) {
  const user = await createUser(ctx.database.db, {
    ...overrides,
    ...(trusted && { trustedAt: new Date(), standing: 'trusted' }),
  });
  const token = await createSession(ctx.database.db, user.id);
  return {
    id: user.id,
    username: user.username,
    headers: { authorization: `Bearer ${token}` },
  } satisfies SignedInUser;
}

/**
 * A member with a live session: a user the automatic standing rules make a member (see
 * createMember), evaluated now as the scheduled sweep would.
 */
export async function signedInMember(ctx: TestContext, personId: number): Promise<SignedInUser> {
  const user = await createMember(ctx.database.db, personId);
  await evaluateStandings(ctx.database.db, [user.id], new Date());
  const token = await createSession(ctx.database.db, user.id);
  return { id: user.id, username: user.username, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Sends a JSON request as a user (or as a visitor without one), and waits for what the app
 * does after the response (a vote's standing and trust signals, mail): the seconds a person
 * takes before their next request.
 */
export async function send(
  ctx: TestContext,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  user?: SignedInUser,
) {
  const response = await ctx.app.inject({ method, url, payload, headers: user?.headers ?? {} });
  await ctx.app.afterResponseSettled();
  return response;
}

/** Merges one person into another as an admin, and checks that the merge was accepted. */
export async function mergePeople(
  ctx: TestContext,
  admin: SignedInUser,
  keep: { id: number },
  remove: { id: number },
) {
  const merged = await send(
    ctx,
    'POST',
    '/api/test-merge',
    { keepPersonId: keep.id, removePersonId: remove.id },
    admin,
  );
  expect(merged.statusCode, merged.body).toBe(200);
}

/**
 * Has `count` new trusted users (each counted from their first vote, each a group of their
 * own) approve an account; answers the last vote's answer.
 */
export async function approveByTrustedUsers(ctx: TestContext, accountId: number, count: number) {
  let answer: LightMyRequestResponse | undefined;
  for (let index = 0; index < count; index += 1) {
    const voter = await signedInUser(ctx, { trusted: true });
    answer = await send(
      ctx,
      'POST',
      '/api/votes',
      { socialAccountId: accountId, isApproval: true },
      voter,
    );
    expect(answer.statusCode, answer.body).toBe(200);
  }
  return answer!;
}
