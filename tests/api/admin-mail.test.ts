import { statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailDebug, EmailSettings } from '../../src/shared/schemas/admin-system';
import { adminAuditLog, outgoingEmails, settings } from '../../src/server/model/schema';
import { openedBodyOf } from '../../src/server/modules/mail';
import { type MailCatcher, startMailCatcher } from '../helpers/mail-catcher';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

const PASSWORD = 'catcher-secret-1';

let ctx: TestContext;
let admin: SignedInUser;
let catcher: MailCatcher;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedInUser(ctx, { role: 'admin' });
  catcher = await startMailCatcher(0, { recordLogins: true });
});
afterAll(async () => {
  await catcher.close();
  await ctx.close();
});

/** The settings the dashboard shows while none are saved. */
const NOTHING_SAVED: EmailSettings = {
  smtp_user: '',
  smtp_host: '',
  smtp_port: 587,
  smtp_secure: false,
  hasPassword: false,
  smtpUrlOverride: false,
};

const validSettings = () => ({
  smtp_user: 'mailer@example.com',
  smtp_pass: PASSWORD,
  smtp_host: '127.0.0.1',
  smtp_port: catcher.port,
  smtp_secure: false,
});
const save = (payload: object) =>
  send(ctx, 'POST', '/api/admin/update-email-settings', payload, admin);
const testMail = (payload: object) => send(ctx, 'POST', '/api/send-test-email', payload, admin);

async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('e-mail settings', () => {
  it('answer the defaults before anything is saved', async () => {
    const response = await send(ctx, 'GET', '/api/admin/email-settings', undefined, admin);
    expect(response.json()).toEqual(NOTHING_SAVED);
  });

  it('check each field with the specification messages', async () => {
    const cases: [object, string][] = [
      [{ smtp_user: 'not-an-address' }, 'Must be a valid email address'],
      [{ smtp_pass: '12345' }, 'Password must be at least 6 characters'],
      [{ smtp_host: '' }, 'SMTP host is required'],
      [{ smtp_port: '' }, 'SMTP port is required'],
      [{ smtp_port: 70000 }, 'SMTP port must be a whole number from 1 to 65535'],
      [{ smtp_secure: 'yes' }, 'smtp_secure must be true or false'],
      [{ smtp_pass: undefined }, 'Password must be at least 6 characters'],
    ];
    for (const [change, message] of cases) {
      const response = await save({ ...validSettings(), ...change });
      expect({ change, status: response.statusCode, message: response.json().message }).toEqual({
        change,
        status: 400,
        message,
      });
    }
  });

  it('keep a test mail in the outbox while no SMTP server is configured, and say so', async () => {
    const response = await testMail({ to: 'kept@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      emailProvider: 'outbox',
      success: false,
      delivery: 'outbox',
    });
    const kept = await ctx.database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.toAddress, 'kept@example.com'));
    expect(kept).toEqual([
      expect.objectContaining({ status: 'outbox', subject: expect.stringContaining('Test email') }),
    ]);
  });

  it('store the password encrypted and never send it back', async () => {
    const saved = await save({ ...validSettings(), smtp_port: String(catcher.port) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Settings updated',
      settings: {
        smtp_user: 'mailer@example.com',
        smtp_host: '127.0.0.1',
        smtp_port: catcher.port,
        smtp_secure: false,
        hasPassword: true,
        smtpUrlOverride: false,
      },
    });
    const read = await send(ctx, 'GET', '/api/admin/email-settings', undefined, admin);
    expect(read.body).not.toContain(PASSWORD);
    expect(read.json()).toMatchObject({ hasPassword: true, smtp_user: 'mailer@example.com' });

    const [row] = await ctx.database.db.select().from(settings).where(eq(settings.key, 'smtp'));
    const stored = JSON.stringify(row!.value);
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain(Buffer.from(PASSWORD).toString('base64'));
    expect(row!.value).toMatchObject({ smtp_pass_encrypted: expect.stringMatching(/^v1\./) });
    expect(row!.value).not.toHaveProperty('smtp_pass');

    const keyFile = statSync(path.join(ctx.app.config.dataDir, 'settings.key'));
    expect(keyFile.mode & 0o777).toBe(0o600);

    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'settings.email'));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
    expect(audit[0]!.after).toMatchObject({ passwordChanged: true, smtp_host: '127.0.0.1' });
  });

  it('send a test mail through the saved server, logging in with the decrypted password', async () => {
    const response = await testMail({ to: ' recipient@example.com ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      messageId: expect.any(String),
      emailProvider: 'settings',
      transportInfo: `127.0.0.1:${catcher.port} (STARTTLS when offered)`,
      messageUrl: null,
      success: true,
      delivery: 'sent',
    });
    const mail = await catcher.waitFor('recipient@example.com', /Test email/);
    expect(mail.text).toContain('Outgoing email works');
    expect(catcher.logins.at(-1)).toEqual({ username: 'mailer@example.com', password: PASSWORD });
  });

  it('keep the stored password when the form leaves it blank', async () => {
    const saved = await save({ ...validSettings(), smtp_pass: '', smtp_user: 'other@example.com' });
    expect(saved.statusCode).toBe(200);
    expect((await testMail({ to: 'again@example.com' })).statusCode).toBe(200);
    expect(catcher.logins.at(-1)).toEqual({ username: 'other@example.com', password: PASSWORD });
  });

  it('refuse a test mail without an address', async () => {
    for (const payload of [{}, { to: '' }]) {
      const response = await testMail(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please enter an email address');
    }
  });

  it('answer 502 with the reason when the server cannot be reached, and the debug view shows the retry', async () => {
    expect((await save({ ...validSettings(), smtp_port: await closedPort() })).statusCode).toBe(
      200,
    );
    const failed = await testMail({ to: 'nobody@example.com' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(
      /^Failed to send email: .*ECONNREFUSED.*\. It stays in the outbox and is tried again\.$/,
    );

    const debug = await send(ctx, 'GET', '/api/email-debug', undefined, admin);
    expect(debug.statusCode).toBe(200);
    const body = debug.json<EmailDebug>();
    expect(body.emailProvider).toBe('settings');
    expect(body.emails[0]).toMatchObject({
      to: 'nobody@example.com',
      status: 'outbox',
      error: expect.stringContaining('ECONNREFUSED'),
      attempts: 1,
    });
    const retryIn = Date.parse(body.emails[0]!.nextAttemptAt!) - Date.now();
    expect(retryIn).toBeGreaterThan(50_000);
    expect(retryIn).toBeLessThanOrEqual(60_000);
    expect(body.emails.find((email) => email.to === 'recipient@example.com')).toMatchObject({
      subject: expect.stringContaining('Test email'),
      status: 'sent',
      messageId: expect.any(String),
      sentAt: expect.any(String),
      attempts: 1,
      nextAttemptAt: null,
    });
    expect(Object.keys(body.emails[0]!)).not.toContain('textBody');
    expect(debug.body).not.toContain('Outgoing email works');
  });

  it('test settings as typed without saving them, mailing the admin', async () => {
    const before = (await send(ctx, 'GET', '/api/admin/email-settings', undefined, admin)).json();
    const typed = { ...validSettings(), smtp_user: 'typed@example.com' };
    const tested = await send(ctx, 'POST', '/api/admin/test-email-settings', typed, admin);
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json()).toMatchObject({
      success: true,
      delivery: 'sent',
      transportInfo: `127.0.0.1:${catcher.port} (STARTTLS when offered)`,
    });
    const adminEmail = `${admin.username.toLowerCase()}@example.com`;
    const mail = await catcher.waitFor(adminEmail, /Test email/);
    expect(mail.text).toContain('Outgoing email works');
    expect(catcher.logins.at(-1)).toEqual({ username: 'typed@example.com', password: PASSWORD });
    // Nothing was saved, and nothing was kept in the outbox.
    const after = (await send(ctx, 'GET', '/api/admin/email-settings', undefined, admin)).json();
    expect(after).toEqual(before);
    const kept = await ctx.database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.toAddress, adminEmail));
    expect(kept).toEqual([]);

    const refused = await send(
      ctx,
      'POST',
      '/api/admin/test-email-settings',
      { ...typed, smtp_port: await closedPort() },
      admin,
    );
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/^Failed to send email: .*ECONNREFUSED/);
    expect(refused.body).not.toContain(PASSWORD);
  });

  it('remove the saved settings, so mail is kept again, and say when there is nothing to remove', async () => {
    const removed = await send(ctx, 'DELETE', '/api/admin/email-settings', undefined, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({
      message: 'SMTP settings removed: mail is kept, not sent, until a mail server is set up',
      settings: NOTHING_SAVED,
    });
    expect((await ctx.app.inject('/api/mail-delivery')).json()).toMatchObject({ mailKept: true });
    const again = await send(ctx, 'DELETE', '/api/admin/email-settings', undefined, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('No SMTP settings are saved: there is nothing to remove');
  });

  it('never send a kept mail whose link was used or replaced before a server was set up', async () => {
    const register = (username: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          username,
          email: `${username}@example.com`,
          password: 'Str0ng!Passw0rd',
          confirmPassword: 'Str0ng!Passw0rd',
        },
      });
    expect((await register('followed_link')).statusCode).toBe(201);
    expect((await register('waiting_link')).statusCode).toBe(201);
    await ctx.app.afterResponseSettled();
    // The first member asks for a second link, then follows it from the kept mail.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/resend-verification',
      payload: { email: 'followed_link@example.com' },
    });
    await ctx.app.afterResponseSettled();
    const keptFor = (address: string) =>
      ctx.database.db
        .select()
        .from(outgoingEmails)
        .where(eq(outgoingEmails.toAddress, address))
        .orderBy(outgoingEmails.id);
    const [, latest] = await keptFor('followed_link@example.com');
    const link = openedBodyOf(latest!, ctx.app.secretBox).text.match(
      /\/api\/verify-email\/\S+/,
    )![0];
    expect((await ctx.app.inject(link)).headers.location).toBe('/auth?verified=true');

    expect((await save(validSettings())).statusCode).toBe(200);
    await ctx.app.afterResponseSettled();
    await catcher.waitFor('waiting_link@example.com', /Verify your email/);
    expect(catcher.mails.filter((mail) => mail.to === 'followed_link@example.com')).toEqual([]);
    expect(
      (await keptFor('followed_link@example.com')).map((mail) => [mail.status, mail.error]),
    ).toEqual([
      [
        'failed',
        'Not sent: its link was used, replaced by a newer one or expired before the mail went out',
      ],
      [
        'failed',
        'Not sent: its link was used, replaced by a newer one or expired before the mail went out',
      ],
    ]);
  });
});
