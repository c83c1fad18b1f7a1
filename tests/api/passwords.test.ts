import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outgoingEmails, userTokens, users } from '../../src/server/model/schema';
import { ensureAdmin } from '../../src/server/modules/users';
import { PASSWORD, registerAndVerify, postJson } from '../helpers/accounts';
import { createTestApp, type TestContext } from '../helpers/test-app';
import { linkIn, type MailCatcher, startMailCatcher } from '../helpers/mail-catcher';

let ctx: TestContext;
let mail: MailCatcher;
const PUBLIC_URL = 'http://directory.test';
const NEW_PASSWORD = 'Battery-staple-7';

const post = (url: string, payload: object, token?: string) => postJson(ctx, url, payload, token);

const verifiedUser = (username: string) => registerAndVerify(ctx, mail, PUBLIC_URL, username);

async function login(email: string, password = PASSWORD) {
  const response = await post('/api/login', { email, password });
  return response.statusCode === 200 ? response.json<{ token: string }>().token : null;
}

const isSignedIn = async (token: string) =>
  (await ctx.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } }))
    .statusCode === 200;

beforeAll(async () => {
  mail = await startMailCatcher();
  ctx = await createTestApp({ SMTP_URL: mail.url, PUBLIC_URL });
});
afterAll(async () => {
  await ctx.close();
  await mail.close();
});

describe('resend verification', () => {
  it('mails a new link to an unverified account and answers the same for any address', async () => {
    await post('/api/register', {
      username: 'forgetful',
      email: 'forgetful@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    await mail.waitFor('forgetful@example.com', /Verify your email/);
    const sent = mail.mails.length;
    const known = await post('/api/resend-verification', { email: 'forgetful@example.com' });
    const unknown = await post('/api/resend-verification', { email: 'stranger@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await expect.poll(() => mail.mails.length).toBe(sent + 1);
    const newest = mail.mails.at(-1)!;
    expect(newest.to).toBe('forgetful@example.com');
    // Only the newest link works.
    const links = mail.mails
      .filter((item) => item.to === 'forgetful@example.com')
      .map((item) => linkIn(item, PUBLIC_URL));
    expect((await ctx.app.inject(links[0]!.slice(PUBLIC_URL.length))).headers.location).toBe(
      '/auth?verificationError=token-expired',
    );
    expect((await ctx.app.inject(links[1]!.slice(PUBLIC_URL.length))).headers.location).toBe(
      '/auth?verified=true',
    );
  });

  it('refuses an invalid address', async () => {
    const response = await post('/api/resend-verification', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email address');
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses, and mails a link only to the known one', async () => {
    const email = await verifiedUser('resetter');
    const known = await post('/api/forgot-password', { email });
    const unknown = await post('/api/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({
      message:
        'If your email exists in our system, you will receive a password reset link shortly.',
      mailKept: false,
      mailboxUrl: null,
    });
    expect(unknown.json()).toEqual(known.json());
    const resetMail = await mail.waitFor(email, /Reset your/);
    expect(mail.mails.some((item) => item.to === 'ghost@example.com')).toBe(false);

    const link = linkIn(resetMail, `${PUBLIC_URL}/auth/reset-password/`);
    const token = link.split('/').at(-1)!;
    const signedIn = (await login(email))!;
    expect((await ctx.app.inject(`/api/reset-password/${token}`)).json()).toEqual({ valid: true });

    const weak = await post(`/api/reset-password/${token}`, { password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password must be at least 8 characters');
    const mismatch = await post(`/api/reset-password/${token}`, {
      password: NEW_PASSWORD,
      confirmPassword: 'Other-pass-1',
    });
    expect(mismatch.json().message).toBe("Passwords don't match");

    const reset = await post(`/api/reset-password/${token}`, {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(await isSignedIn(signedIn)).toBe(false);
    expect(await login(email)).toBeNull();
    expect(await login(email, NEW_PASSWORD)).not.toBeNull();

    const reused = await post(`/api/reset-password/${token}`, { password: 'Another-pass-3' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(
      'The password reset link is invalid or has expired. Please request a new one.',
    );
    expect((await ctx.app.inject(`/api/reset-password/${token}`)).statusCode).toBe(400);
  });

  it('refuses an expired or malformed reset link', async () => {
    const email = await verifiedUser('latecomer');
    await post('/api/forgot-password', { email });
    const token = linkIn(await mail.waitFor(email, /Reset your/), PUBLIC_URL)
      .split('/')
      .at(-1)!;
    await ctx.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(userTokens.purpose, 'reset-password'));
    const expired = await ctx.app.inject(`/api/reset-password/${token}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(
      'The password reset link is invalid or has expired. Please request a new one.',
    );
    expect((await ctx.app.inject('/api/reset-password/short')).json().message).toBe(
      'The password reset link is invalid or has expired. Please request a new one.',
    );
  });
});

describe('change password', () => {
  it('needs a signed-in user', async () => {
    const response = await post('/api/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });

  it('checks the current password, the policy and that the new one differs', async () => {
    const token = (await login(await verifiedUser('changer')))!;
    const wrong = await post(
      '/api/change-password',
      { currentPassword: 'Not-it-123', newPassword: NEW_PASSWORD },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toEqual(['Current password is incorrect']);
    const same = await post(
      '/api/change-password',
      { currentPassword: PASSWORD, newPassword: PASSWORD },
      token,
    );
    expect(same.json().message).toBe('New password must be different from current password');
    const missing = await post(
      '/api/change-password',
      { currentPassword: '', newPassword: NEW_PASSWORD },
      token,
    );
    expect(missing.json().message).toBe('Current password is required');
    const weak = await post(
      '/api/change-password',
      { currentPassword: PASSWORD, newPassword: 'alllowercase1!' },
      token,
    );
    expect(weak.json().message).toBe('Password must contain at least one uppercase letter');
  });

  it('changes the password and ends every other session', async () => {
    const email = await verifiedUser('rotator');
    const current = (await login(email))!;
    const other = (await login(email))!;
    const response = await post(
      '/api/change-password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      current,
    );
    expect(response.statusCode).toBe(200);
    expect(await isSignedIn(current)).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
    expect(await login(email, NEW_PASSWORD)).not.toBeNull();
  });
});

const message = {
  name: 'Pat Doe',
  email: 'pat@example.com',
  subject: 'A wrong account',
  message: 'The account listed for someone is fake.',
};

describe('contact', () => {
  it('keeps the message and mails it to every admin, replying to the sender', async () => {
    await ensureAdmin(ctx.database.db, {
      email: 'admin@example.com',
      username: 'chief',
      password: PASSWORD,
    });
    const response = await post('/api/contact', message);
    expect(response.statusCode).toBe(200);
    const delivered = await mail.waitFor(
      'admin@example.com',
      /\[VerifiedVoices contact\] A wrong account/,
    );
    expect(delivered.replyTo).toBe('pat@example.com');
    expect(delivered.text).toContain('The account listed for someone is fake.');
    const [stored] = await ctx.database.db.select({ total: count() }).from(contactMessages);
    expect(Number(stored!.total)).toBe(1);
  });

  it.each([
    [{ name: 'P' }, 'Name must be at least 2 characters.'],
    [{ email: 'pat' }, 'Please enter a valid email address.'],
    [{ subject: 'Hi' }, 'Subject must be at least 3 characters.'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters.'],
    [{ subject: 'Hello\r\nBcc: victim@example.com' }, 'Subject must be a single line of text'],
    [{ name: 'Pat\nBcc: victim@example.com' }, 'Name must be a single line of text'],
  ])('refuses %o with its message and stores nothing', async (change, expected) => {
    const [before] = await ctx.database.db.select({ total: count() }).from(contactMessages);
    const response = await post('/api/contact', { ...message, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(expected);
    const [after] = await ctx.database.db.select({ total: count() }).from(contactMessages);
    expect(after!.total).toBe(before!.total);
  });
});

describe('the contact page’s form, sent before its scripts run', () => {
  const sendForm = (fields: Record<string, string>, url = '/contact') =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const stored = async () =>
    Number((await ctx.database.db.select({ total: count() }).from(contactMessages))[0]!.total);
  const fields = { ...message, subject: 'Sent without scripts' };

  it('keeps and mails the message, and leads to the page saying it was sent', async () => {
    const before = await stored();
    const response = await sendForm(fields);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=1');
    expect(await stored()).toBe(before + 1);
    const delivered = await mail.waitFor('admin@example.com', /Sent without scripts/);
    expect(delivered.replyTo).toBe(message.email);
  });

  it('leads back to the page with the first rule broken, storing nothing', async () => {
    const before = await stored();
    const response = await sendForm({ ...fields, message: 'Too short' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `/contact?error=${encodeURIComponent('Message must be at least 10 characters.').replaceAll('%20', '+')}`,
    );
    expect(await stored()).toBe(before);
  });

  it('is read only there: the API takes JSON alone', async () => {
    const response = await sendForm(fields, '/api/contact');
    expect(response.statusCode).toBe(415);
  });
});

describe('without SMTP', () => {
  it('keeps mail in the outbox', async () => {
    const offline = await createTestApp({ PUBLIC_URL });
    const response = await offline.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'offline',
        email: 'offline@example.com',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(response.statusCode).toBe(201);
    const kept = await offline.database.db.select().from(outgoingEmails);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ toAddress: 'offline@example.com', status: 'outbox' });
    // Sealed at rest: the link is for the mail's reader, not for whoever reads the database.
    expect(kept[0]!.bodySealed).toBe(true);
    expect(kept[0]!.textBody).not.toContain('/api/verify-email/');
    await offline.close();
  });
});

describe('create-admin', () => {
  it('creates a verified admin once and promotes an existing account', async () => {
    const db = ctx.database.db;
    expect(
      await ensureAdmin(db, { email: 'root@example.com', username: 'rooty', password: PASSWORD }),
    ).toEqual({ created: true, username: 'rooty' });
    expect(
      await ensureAdmin(db, { email: 'ROOT@example.com', username: 'rooty', password: PASSWORD }),
    ).toEqual({ created: false, username: 'rooty' });
    const email = await verifiedUser('promoted');
    await ensureAdmin(db, { email, username: 'promoted', password: PASSWORD });
    const [promoted] = await db.select().from(users).where(eq(users.username, 'promoted'));
    expect(promoted).toMatchObject({ role: 'admin', isVerified: true });
    expect(await login(email)).not.toBeNull();
  });
});
