import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_POLICY_MESSAGE } from '../../src/shared/schemas/auth';
import { sessions, userTokens, users } from '../../src/server/model/schema';
import { hashToken } from '../../src/server/modules/sessions';
import {
  PASSWORD,
  registerAndVerify as registerAndVerifyAccount,
  postJson,
} from '../helpers/accounts';
import { createTestApp, type TestContext } from '../helpers/test-app';
import { linkIn, type MailCatcher, startMailCatcher } from '../helpers/mail-catcher';

let ctx: TestContext;
let mail: MailCatcher;
const PUBLIC_URL = 'http://directory.test';

const post = (url: string, payload: object, token?: string) => postJson(ctx, url, payload, token);

const registerAndVerify = (username: string) =>
  registerAndVerifyAccount(ctx, mail, PUBLIC_URL, username);

async function login(email: string, password = PASSWORD) {
  const response = await post('/api/login', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

const currentUser = (token: string) =>
  ctx.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  mail = await startMailCatcher();
  ctx = await createTestApp({ SMTP_URL: mail.url, PUBLIC_URL });
});
afterAll(async () => {
  await ctx.close();
  await mail.close();
});

describe('registration', () => {
  it('creates an unverified account and mails a verification link that verifies it once', async () => {
    const response = await post('/api/register', {
      username: 'newcomer',
      email: 'Newcomer@Example.com ',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message:
        'Account created successfully! A verification email has been sent to your email address.',
      mailKept: false,
      mailboxUrl: null,
    });
    const refused = await post('/api/login', { email: 'newcomer@example.com', password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Please verify your email first');

    const verification = await mail.waitFor('newcomer@example.com', /Verify your email/);
    expect(verification.html).toContain('<a href="http://directory.test/api/verify-email/');
    const link = linkIn(verification, `${PUBLIC_URL}/api/verify-email/`);
    const followed = await ctx.app.inject(link.slice(PUBLIC_URL.length));
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/auth?verified=true');
    const again = await ctx.app.inject(link.slice(PUBLIC_URL.length));
    expect(again.headers.location).toBe('/auth?verificationError=token-expired');
    expect(
      (await post('/api/login', { email: 'NEWCOMER@example.com', password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('refuses a password that breaks the policy with the summary and each broken rule', async () => {
    const response = await post('/api/register', {
      username: 'weakling',
      email: 'weak@example.com',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe(
      `${PASSWORD_POLICY_MESSAGE}\n- Is at least 8 characters long\n- Contains at least one uppercase letter\n- Contains at least one lowercase letter\n- Contains at least one number\n- Contains at least one special character`,
    );
    expect(body.errors.password).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
  });

  it.each([
    [{ confirmPassword: 'Different-9!' }, 'confirmPassword', "Passwords don't match"],
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ username: undefined }, 'username', 'Username is required'],
  ])('refuses %o with a message for %s', async (change, field, message) => {
    const payload = {
      username: 'fieldcheck',
      email: 'field@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...change,
    };
    const response = await post('/api/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
  });

  it('refuses a username taken in any case', async () => {
    await registerAndVerify('takenname');
    const response = await post('/api/register', {
      username: 'TakenName',
      email: 'other@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.username).toEqual(['That username is already taken']);
  });

  it('answers a registered address exactly like a new one, and tells its owner by mail', async () => {
    const email = await registerAndVerify('owner');
    const response = await post('/api/register', {
      username: 'intruder',
      email: email.toUpperCase(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      'Account created successfully! A verification email has been sent to your email address.',
    );
    await mail.waitFor(email, /Your VerifiedVoices account/);
    expect(
      await ctx.database.db.select().from(users).where(eq(users.username, 'intruder')),
    ).toEqual([]);
  });

  it('redirects an expired or unknown verification link to the error notice', async () => {
    await post('/api/register', {
      username: 'slowpoke',
      email: 'slow@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const link = linkIn(
      await mail.waitFor('slow@example.com', /Verify/),
      `${PUBLIC_URL}/api/verify-email/`,
    );
    await ctx.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await ctx.app.inject(link.slice(PUBLIC_URL.length))).headers.location).toBe(
      '/auth?verificationError=token-expired',
    );
    expect((await ctx.app.inject('/api/verify-email/nonsense')).headers.location).toBe(
      '/auth?verificationError=token-expired',
    );
  });
});

describe('sign-in and sessions', () => {
  it('answers the user with a bearer token and sets an HttpOnly session cookie', async () => {
    const email = await registerAndVerify('signer');
    const response = await post('/api/login', { email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ username: 'signer', email, isVerified: true, role: 'user' });
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^session=[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');

    const user = await currentUser(body.token);
    expect(user.json()).toEqual({
      id: body.id,
      username: 'signer',
      email,
      role: 'user',
      isVerified: true,
      createdAt: expect.any(String),
    });
    const byCookie = await ctx.app.inject({ url: '/api/user', cookies: { session: body.token } });
    expect(byCookie.json().username).toBe('signer');
  });

  it('gives the same answer for an unknown address and a wrong password', async () => {
    const email = await registerAndVerify('careful');
    const wrongPassword = await post('/api/login', { email, password: 'Wrong-password-1' });
    const unknown = await post('/api/login', { email: 'nobody@example.com', password: PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('reports the session in auth-status', async () => {
    const token = await login(await registerAndVerify('statusy'));
    const signedIn = await ctx.app.inject({
      url: '/api/auth-status?t=1',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.json()).toMatchObject({
      authenticated: true,
      hasAuthHeader: true,
      sessionExists: true,
      hasUser: true,
      hasTokenAuth: true,
      tokenUsername: 'statusy',
    });
    // A reference to the session, stable for it, that names neither its row nor its stored hash.
    const reference = signedIn.json().sessionId as string;
    expect(reference).toMatch(/^[\w-]{12}$/);
    const [stored] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(reference).not.toBe(String(stored!.id));
    expect(stored!.tokenHash).not.toContain(reference);
    expect(token).not.toContain(reference);
    const again = await ctx.app.inject({
      url: '/api/auth-status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.json().sessionId).toBe(reference);
    const visitor = await ctx.app.inject('/api/auth-status');
    expect(visitor.json()).toMatchObject({
      authenticated: false,
      hasAuthHeader: false,
      sessionId: null,
      tokenUsername: null,
    });
  });

  it('ends the session on the server at logout', async () => {
    const token = await login(await registerAndVerify('leaver'));
    expect((await currentUser(token)).statusCode).toBe(200);
    const logout = await post('/api/logout', {}, token);
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/^session=;/);
    const after = await currentUser(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Authentication required' });
  });

  it('stops the sessions of a disabled or deleted user at once', async () => {
    const disabledToken = await login(await registerAndVerify('disabled'));
    const deletedToken = await login(await registerAndVerify('deleted'));
    await ctx.database.db
      .update(users)
      .set({ disabledAt: new Date(), isVerified: false })
      .where(eq(users.username, 'disabled'));
    await ctx.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.username, 'deleted'));
    expect((await currentUser(disabledToken)).statusCode).toBe(401);
    expect((await currentUser(deletedToken)).statusCode).toBe(401);
    expect(
      (await post('/api/login', { email: 'deleted@example.com', password: PASSWORD })).statusCode,
    ).toBe(401);
  });
});
