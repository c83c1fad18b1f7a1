import { expect } from 'vitest';
import { linkIn, type MailCatcher } from './mail-catcher';
import type { TestContext } from './test-app';

export const PASSWORD = 'Correct-horse-9';

/** Posts JSON to the API, signed in with a session token when one is given. */
export function postJson(ctx: TestContext, url: string, payload: object, token?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/**
 * Registers through the API (with `headers`, e.g. the client's X-Forwarded-For), follows the
 * mailed verification link, and answers the address.
 */
export async function registerAndVerify(
  ctx: TestContext,
  mail: MailCatcher,
  publicUrl: string,
  username: string,
  headers: Record<string, string> = {},
) {
  const email = `${username}@example.com`;
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, email, password: PASSWORD, confirmPassword: PASSWORD },
    headers,
  });
  expect(registered.statusCode).toBe(201);
  const link = linkIn(
    await mail.waitFor(email, /Verify your email/),
    `${publicUrl}/api/verify-email/`,
  );
  const followed = await ctx.app.inject(link.slice(publicUrl.length));
  expect(followed.headers.location).toBe('/auth?verified=true');
  return email;
}
