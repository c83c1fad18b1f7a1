import { expect } from 'vitest';
import type { TestContext } from './test-app';
import { createSession, createUser } from './factories';

export interface SignedInUser {
  id: number;
  username: string;
  headers: { authorization: string };
}

/** A user with a live session, verified unless told otherwise. */
export async function signedInUser(
  ctx: TestContext,
  overrides: { isVerified?: boolean; role?: 'user' | 'admin' } = {},
) {
  const user = await createUser(ctx.database.db, overrides);
  const token = await createSession(ctx.database.db, user.id);
  return {
    id: user.id,
    username: user.username,
    headers: { authorization: `Bearer ${token}` },
  } satisfies SignedInUser;
}

/** Sends a JSON request as a user (or as a visitor without one). */
export function send(
  ctx: TestContext,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  user?: SignedInUser,
) {
  return ctx.app.inject({ method, url, payload, headers: user?.headers ?? {} });
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
