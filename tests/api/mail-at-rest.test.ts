import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outgoingEmails } from '../../src/server/model/schema';
import { createUser } from '../helpers/factories';
import { linkIn, type MailCatcher, startMailCatcher } from '../helpers/mail-catcher';
import { createTestApp, type TestContext } from '../helpers/test-app';

const PUBLIC_URL = 'https://directory.example';
const HOUR = 60 * 60 * 1000;
/** Work after an answer on a busy machine: a mail, and its first attempt. */
const WAIT = { timeout: 10_000, interval: 50 };

/** Everything the outbox table holds, as someone who can only read the database sees it. */
async function outboxAsRead(ctx: TestContext) {
  return JSON.stringify(await ctx.database.db.select().from(outgoingEmails));
}

const requestReset = (ctx: TestContext, email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });

/** The token of a mailed link: the last part of its address. */
const tokenOf = (link: string) => link.split('/').at(-1)!;

describe('a reset link on its way', () => {
  let ctx: TestContext;
  let catcher: MailCatcher;
  let smtpPort: number;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    smtpPort = catcher.port;
    await catcher.close();
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_URL });
  });
  afterAll(async () => {
    await ctx.close();
    await catcher.close();
  });

  it('is kept sealed while the mail waits, and emptied once the mail is sent', async () => {
    const admin = await createUser(ctx.database.db, { role: 'admin' });
    expect((await requestReset(ctx, admin.email)).statusCode).toBe(200);
    // The mail is made after the answer, and its first attempt finds the server down.
    await vi.waitFor(async () => {
      const [waiting] = await ctx.database.db.select().from(outgoingEmails);
      expect(waiting).toMatchObject({
        toAddress: admin.email,
        status: 'outbox',
        bodySealed: true,
        error: expect.any(String),
      });
    }, WAIT);
    const kept = await outboxAsRead(ctx);
    expect(kept).not.toContain('/auth/reset-password/');
    expect(kept).not.toContain(PUBLIC_URL);

    catcher = await startMailCatcher(smtpPort);
    await ctx.app.mailOutbox.deliverDue(new Date(Date.now() + HOUR));
    const mailed = await catcher.waitFor(admin.email, /Reset your/);
    const link = linkIn(mailed, `${PUBLIC_URL}/auth/reset-password/`);
    const [sent] = await ctx.database.db.select().from(outgoingEmails);
    expect(sent).toMatchObject({ status: 'sent', textBody: '', htmlBody: '' });
    expect(await outboxAsRead(ctx)).not.toContain(tokenOf(link));

    // The link that went out is the live one.
    const check = await ctx.app.inject(`/api/reset-password/${tokenOf(link)}`);
    expect(check.statusCode).toBe(200);
  });
});

describe('mail kept without an SMTP server', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL });
  });
  afterAll(() => ctx.close());

  it('holds no readable link, and no body at all once its links have expired', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'kept_offline',
        email: 'kept_offline@example.com',
        password: 'Str0ng!Passw0rd',
        confirmPassword: 'Str0ng!Passw0rd',
      },
    });
    expect(response.statusCode).toBe(201);
    const kept = await vi.waitFor(async () => {
      const [row] = await ctx.database.db.select().from(outgoingEmails);
      expect(row).toBeDefined();
      return row!;
    }, WAIT);
    expect(kept).toMatchObject({ toAddress: 'kept_offline@example.com', bodySealed: true });
    expect(await outboxAsRead(ctx)).not.toContain('/api/verify-email/');

    expect(await ctx.app.mailOutbox.emptyExpired(new Date(Date.now() + 23 * HOUR))).toBe(0);
    expect(await ctx.app.mailOutbox.emptyExpired(new Date(Date.now() + 25 * HOUR))).toBe(1);
    const [emptied] = await ctx.database.db.select().from(outgoingEmails);
    expect(emptied).toMatchObject({ textBody: '', htmlBody: '', subject: kept.subject });
  });
});
