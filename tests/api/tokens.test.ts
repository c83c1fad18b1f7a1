import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens, users } from '../../src/server/model/schema';
import { PASSWORD, registerAndVerify, postJson } from '../helpers/accounts';
import { linkIn, type MailCatcher, startMailCatcher } from '../helpers/mail-catcher';
import { createServerTestDatabase, createTestApp, type TestContext } from '../helpers/test-app';

const PUBLIC_URL = 'http://directory.test';
const RESET_LINK_INVALID =
  'The password reset link is invalid or has expired. Please request a new one.';
const VERIFIED = '/auth?verified=true';
const VERIFY_REFUSED = '/auth?verificationError=token-expired';

let ctx: TestContext;
let mail: MailCatcher;
let sequence = 0;

beforeAll(async () => {
  mail = await startMailCatcher();
  // A PostgreSQL server, so that requests sent at once really run at once.
  ctx = await createTestApp(
    { SMTP_URL: mail.url, PUBLIC_URL },
    { database: await createServerTestDatabase() },
  );
});
afterAll(async () => {
  await ctx.close();
  await mail.close();
});

const post = (url: string, payload: object, token?: string) => postJson(ctx, url, payload, token);

/** The token of the nth mail (from 1) to an address whose subject matches, waiting for it. */
async function tokenOfMail(email: string, subject: RegExp, nth: number): Promise<string> {
  await expect
    .poll(() => mail.mails.filter((item) => item.to === email && subject.test(item.subject)).length)
    .toBeGreaterThanOrEqual(nth);
  const item = mail.mails.filter((found) => found.to === email && subject.test(found.subject))[
    nth - 1
  ]!;
  return linkIn(item, PUBLIC_URL).split('/').at(-1)!;
}

async function registered(): Promise<{ email: string; verifyToken: string }> {
  const email = `holder${(sequence += 1)}@example.com`;
  const response = await post('/api/register', {
    username: email.split('@')[0],
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(response.statusCode).toBe(201);
  return { email, verifyToken: await tokenOfMail(email, /Verify your email/, 1) };
}

/** Asks for a password reset and answers the token of the nth reset mail to that address. */
async function resetToken(email: string, nth = 1): Promise<string> {
  expect((await post('/api/forgot-password', { email })).statusCode).toBe(200);
  return tokenOfMail(email, /Reset your/, nth);
}

const verify = async (token: string) =>
  (await ctx.app.inject(`/api/verify-email/${token}`)).headers.location;
const checkReset = (token: string) => ctx.app.inject(`/api/reset-password/${token}`);
const reset = (token: string, password = 'Brand-new-pass-1') =>
  post(`/api/reset-password/${token}`, { password, confirmPassword: password });
const canLogIn = async (email: string, password: string) =>
  (await post('/api/login', { email, password })).statusCode === 200;

function expectResetRefused(response: Awaited<ReturnType<typeof reset>>) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: RESET_LINK_INVALID });
}

describe('verification links', () => {
  it('work once, even when the link is followed many times at once', async () => {
    const { verifyToken } = await registered();
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => verify(verifyToken)));
    expect(outcomes.filter((location) => location === VERIFIED)).toHaveLength(1);
    expect(outcomes.filter((location) => location === VERIFY_REFUSED)).toHaveLength(7);
    expect(await verify(verifyToken)).toBe(VERIFY_REFUSED);
  });

  it('stop working when a newer one is mailed, and when they expire', async () => {
    const { email, verifyToken: first } = await registered();
    expect((await post('/api/resend-verification', { email })).statusCode).toBe(200);
    const second = await tokenOfMail(email, /Verify your email/, 2);
    expect(await verify(first)).toBe(VERIFY_REFUSED);

    await ctx.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.purpose, 'verify-email'));
    expect(await verify(second)).toBe(VERIFY_REFUSED);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user!.isVerified).toBe(false);
  });

  it('cannot reset a password, and a reset link cannot verify an address', async () => {
    const { email, verifyToken } = await registered();
    expectResetRefused(await checkReset(verifyToken));
    expectResetRefused(await reset(verifyToken));
    expect(await verify(verifyToken)).toBe(VERIFIED);

    const token = await resetToken(email);
    expect(await verify(token)).toBe(VERIFY_REFUSED);
    expect((await reset(token)).statusCode).toBe(200);
  });
});

describe('password reset links', () => {
  it('work once, even when sent many times at once', async () => {
    const email = await registerAndVerify(ctx, mail, PUBLIC_URL, 'racer');
    const token = await resetToken(email);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => reset(token, `Racing-pass-${n}!`)),
    );
    const winners = answers.flatMap((answer, n) => (answer.statusCode === 200 ? [n] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((item) => item.statusCode !== 200))
      expectResetRefused(answer);
    expect(await canLogIn(email, `Racing-pass-${winners[0]}!`)).toBe(true);
    expectResetRefused(await checkReset(token));
    expectResetRefused(await reset(token, 'Another-pass-2'));
  });

  it('stop working when a newer one is mailed', async () => {
    const email = await registerAndVerify(ctx, mail, PUBLIC_URL, 'twice');
    const first = await resetToken(email, 1);
    const second = await resetToken(email, 2);
    expect(second).not.toBe(first);
    expectResetRefused(await checkReset(first));
    expectResetRefused(await reset(first));
    expect(await canLogIn(email, PASSWORD)).toBe(true);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('stop working once the password is changed another way', async () => {
    const email = await registerAndVerify(ctx, mail, PUBLIC_URL, 'changer');
    const token = await resetToken(email);
    const login = await post('/api/login', { email, password: PASSWORD });
    const changed = await post(
      '/api/change-password',
      {
        currentPassword: PASSWORD,
        newPassword: 'Changed-pass-3',
        confirmPassword: 'Changed-pass-3',
      },
      login.json<{ token: string }>().token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expectResetRefused(await checkReset(token));
    expectResetRefused(await reset(token));
    expect(await canLogIn(email, 'Changed-pass-3')).toBe(true);
  });

  it('are refused once expired', async () => {
    const email = await registerAndVerify(ctx, mail, PUBLIC_URL, 'expiring');
    const token = await resetToken(email);
    await ctx.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.purpose, 'reset-password'));
    expectResetRefused(await checkReset(token));
    expectResetRefused(await reset(token));
    expect(await canLogIn(email, PASSWORD)).toBe(true);
  });

  it('are refused once the account is deleted', async () => {
    const email = await registerAndVerify(ctx, mail, PUBLIC_URL, 'leaving');
    const token = await resetToken(email);
    await ctx.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.email, email));
    expectResetRefused(await checkReset(token));
    expectResetRefused(await reset(token));
  });
});

describe('stored tokens', () => {
  it('are kept only as digests of 256 random bits', async () => {
    const { email, verifyToken } = await registered();
    const token = await resetToken(email);
    for (const sent of [verifyToken, token]) expect(sent).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await ctx.database.db.select().from(userTokens);
    const digests = stored.map((row) => row.tokenHash);
    expect(digests).not.toContain(verifyToken);
    expect(digests).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);
  });
});
