import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIL_MAX_ATTEMPTS } from '../../src/shared/schemas/admin-system';
import { outgoingEmails } from '../../src/server/model/schema';
import { createUser } from '../helpers/factories';
import { linkIn, type MailCatcher, startMailCatcher } from '../helpers/mail-catcher';
import {
  createServerTestDatabase,
  createTestApp,
  type TestContext,
  type TestDatabase,
} from '../helpers/test-app';

const PASSWORD = 'Str0ng!Passw0rd';
const PUBLIC_URL = 'https://directory.example';
const MINUTE = 60_000;
/** Longest a user's request may take while SMTP is unreachable or silent (a send would wait 10 s for a greeting). */
const ANSWER_MS = 5000;

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** An SMTP server that is down: the port of a mail catcher that was started and stopped. */
async function stoppedSmtpPort() {
  const catcher = await startMailCatcher();
  await catcher.close();
  return catcher.port;
}

async function outbox(ctx: TestContext) {
  return ctx.database.db.select().from(outgoingEmails).orderBy(asc(outgoingEmails.id));
}

function timed<T>(request: Promise<T>) {
  const started = performance.now();
  return request.then((response) => ({ response, ms: performance.now() - started }));
}

const contactMessage = {
  name: 'Pat Doe',
  email: 'pat@example.com',
  subject: 'A wrong account',
  message: 'The account listed for someone is fake.',
};

describe('mail while the SMTP server is down, and when it is back', () => {
  let ctx: TestContext;
  let smtpPort: number;
  let catcher: MailCatcher | undefined;
  let admin: { email: string };
  let member: { email: string };

  beforeAll(async () => {
    smtpPort = await stoppedSmtpPort();
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_URL });
    admin = await createUser(ctx.database.db, { role: 'admin' });
    member = await createUser(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
    await catcher?.close();
  });

  it('answers registration, password reset and contact at once and keeps their mails in the outbox', async () => {
    const answers = await Promise.all([
      timed(
        ctx.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: {
            username: 'patient',
            email: 'patient@example.com',
            password: PASSWORD,
            confirmPassword: PASSWORD,
          },
        }),
      ),
      timed(
        ctx.app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: member.email },
        }),
      ),
      timed(ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage })),
    ]);
    expect(answers.map(({ response }) => response.statusCode)).toEqual([201, 200, 200]);
    for (const { ms } of answers) expect(ms).toBeLessThan(ANSWER_MS);

    // The reset mail is written after the answer: wait until every first attempt has failed.
    await vi.waitFor(async () => {
      const rows = await outbox(ctx);
      expect(rows.map((row) => row.error === null)).toEqual([false, false, false]);
    });
    const rows = await outbox(ctx);
    expect(rows.map((row) => row.toAddress).sort()).toEqual(
      ['patient@example.com', member.email, admin.email].sort(),
    );
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'outbox',
        attempts: 1,
        error: expect.stringContaining('ECONNREFUSED'),
        sentAt: null,
      });
      const retryIn = row.nextAttemptAt!.getTime() - row.createdAt.getTime();
      expect(retryIn).toBeGreaterThan(MINUTE - 10_000);
      expect(retryIn).toBeLessThanOrEqual(MINUTE);
    }
  });

  it('sends nothing before the next attempt is due', async () => {
    expect(await ctx.app.mailOutbox.deliverDue(later(new Date(), 30_000))).toEqual({
      attempted: 0,
      sent: 0,
    });
    expect((await outbox(ctx)).every((row) => row.attempts === 1)).toBe(true);
  });

  it('delivers each kept mail once when SMTP is back and the retry runs', async () => {
    catcher = await startMailCatcher(smtpPort);
    const retryAt = later(new Date(), MINUTE + 1000);
    expect(await ctx.app.mailOutbox.deliverDue(retryAt)).toEqual({ attempted: 3, sent: 3 });
    expect(await ctx.app.mailOutbox.deliverDue(later(retryAt, 10 * MINUTE))).toEqual({
      attempted: 0,
      sent: 0,
    });

    expect(catcher.mails.map((mail) => mail.to).sort()).toEqual(
      ['patient@example.com', member.email, admin.email].sort(),
    );
    const verification = await catcher.waitFor('patient@example.com', /Verify your email/);
    const link = linkIn(verification, `${PUBLIC_URL}/api/verify-email/`);
    const verified = await ctx.app.inject(link.slice(PUBLIC_URL.length));
    expect(verified.headers.location).toBe('/auth?verified=true');
    expect((await catcher.waitFor(admin.email, /contact/)).replyTo).toBe(contactMessage.email);
    await catcher.waitFor(member.email, /Reset your/);

    for (const row of await outbox(ctx)) {
      expect(row).toMatchObject({
        status: 'sent',
        attempts: 2,
        error: null,
        nextAttemptAt: null,
        messageId: expect.any(String),
        sentAt: retryAt,
      });
    }
  });

  it('sends a new mail at once, without waiting for the retry', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contactMessage, subject: 'Another wrong account' },
    });
    expect(response.statusCode).toBe(200);
    await catcher!.waitFor(admin.email, /Another wrong account/);
    await ctx.app.mailOutbox.settled();
    expect((await outbox(ctx)).at(-1)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('the retry schedule', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await stoppedSmtpPort()}` });
  });
  afterAll(() => ctx.close());

  it('waits twice as long after each failed attempt, up to an hour, and gives up after the last', async () => {
    await ctx.app.sendMail({
      to: 'someone@example.com',
      subject: 'Patience',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    await ctx.app.mailOutbox.settled();

    const waits: number[] = [];
    let [row] = await outbox(ctx);
    let clock = new Date();
    while (row!.status === 'outbox') {
      const due = row!.nextAttemptAt!;
      waits.push(Math.round((due.getTime() - clock.getTime()) / MINUTE));
      expect(await ctx.app.mailOutbox.deliverDue(later(due, -1000))).toEqual({
        attempted: 0,
        sent: 0,
      });
      clock = later(due, 1);
      expect(await ctx.app.mailOutbox.deliverDue(clock)).toEqual({ attempted: 1, sent: 0 });
      [row] = await outbox(ctx);
    }

    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      nextAttemptAt: null,
      error: expect.stringContaining('ECONNREFUSED'),
    });
    expect(await ctx.app.mailOutbox.deliverDue(later(clock, 24 * 60 * MINUTE))).toEqual({
      attempted: 0,
      sent: 0,
    });
  });

  it('gives a mail up at once when the server refuses its recipient for good', async () => {
    const refusing = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.server.address() as AddressInfo;
    const refused = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const result = await refused.app.sendMail(
        { to: 'nobody@example.com', subject: 'Lost', text: 'Hello', html: '<p>Hello</p>' },
        { awaitDelivery: true },
      );
      expect(result).toMatchObject({ status: 'failed', error: expect.stringContaining('550') });
      expect((await outbox(refused))[0]).toMatchObject({
        status: 'failed',
        attempts: 1,
        nextAttemptAt: null,
      });
    } finally {
      await refused.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it('keeps mail without any SMTP server in the outbox, due, and never tries it', async () => {
    const offline = await createTestApp();
    try {
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: (await createUser(offline.database.db)).email },
      });
      expect(response.statusCode).toBe(200);
      await vi.waitFor(async () => expect(await outbox(offline)).toHaveLength(1));
      expect((await outbox(offline))[0]).toMatchObject({
        status: 'outbox',
        attempts: 0,
        nextAttemptAt: expect.any(Date),
      });
      expect(
        await offline.app.mailOutbox.deliverDue(later(new Date(), 365 * 24 * 60 * MINUTE)),
      ).toEqual({ attempted: 0, sent: 0 });
    } finally {
      await offline.close();
    }
  });
});

describe('the scheduled retry', () => {
  it('sends the mails that are due every 30 seconds on its own', async () => {
    const catcher = await startMailCatcher();
    // Only the schedule's clock is faked; everything else keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const ctx = await createTestApp({ SMTP_URL: catcher.url });
    try {
      await ctx.database.db.insert(outgoingEmails).values({
        toAddress: 'late@example.com',
        subject: 'Kept while the server was down',
        textBody: 'Hello',
        htmlBody: '<p>Hello</p>',
        status: 'outbox',
        attempts: 1,
        error: 'connect ECONNREFUSED',
        nextAttemptAt: later(new Date(), -1000),
      });
      const runs = vi.spyOn(ctx.app.mailOutbox, 'deliverDue');
      vi.advanceTimersByTime(29_000);
      expect(runs).not.toHaveBeenCalled();

      vi.advanceTimersByTime(1000);
      expect(runs).toHaveBeenCalledTimes(1);
      await catcher.waitFor('late@example.com', /Kept while the server was down/);
      await vi.waitFor(async () =>
        expect((await outbox(ctx))[0]).toMatchObject({ status: 'sent', attempts: 2 }),
      );
    } finally {
      vi.useRealTimers();
      await ctx.close();
      await catcher.close();
    }
  });
});

describe('an SMTP server that accepts connections and then says nothing', () => {
  it('does not hold up the request; the attempt fails when the connection ends', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      await createUser(ctx.database.db, { role: 'admin' });
      const { response, ms } = await timed(
        ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage }),
      );
      expect(response.statusCode).toBe(200);
      expect(ms).toBeLessThan(ANSWER_MS);
      await vi.waitFor(() => expect(sockets).toHaveLength(1));
      expect((await outbox(ctx))[0]).toMatchObject({ status: 'outbox', attempts: 1, error: null });

      sockets[0]!.destroy();
      await ctx.app.mailOutbox.settled();
      expect((await outbox(ctx))[0]).toMatchObject({
        status: 'outbox',
        attempts: 1,
        error: expect.any(String),
      });
    } finally {
      await ctx.close();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('several instances on one database', () => {
  let database: TestDatabase;
  let instances: TestContext[];
  let catcher: MailCatcher | undefined;

  beforeAll(async () => {
    database = await createServerTestDatabase();
    const port = await stoppedSmtpPort();
    // Instances share the key that seals kept mail, as the README asks of several instances.
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, SETTINGS_KEY: 'a'.repeat(64) };
    // The database is closed once, by this file, after both instances.
    const shared = { ...database, close: async () => {} };
    instances = [
      await createTestApp(env, { database: shared }),
      await createTestApp(env, { database: shared }),
    ];
    for (let index = 0; index < 30; index++) {
      await instances[index % 2]!.app.sendMail({
        to: `reader${index}@example.com`,
        subject: `Mail ${index}`,
        text: 'Hello',
        html: '<p>Hello</p>',
      });
    }
    await Promise.all(instances.map((instance) => instance.app.mailOutbox.settled()));
    catcher = await startMailCatcher(port);
  });
  afterAll(async () => {
    for (const instance of instances ?? []) await instance.close();
    await database?.close();
    await catcher?.close();
  });

  it('send each due mail once when their retries run at the same moment', async () => {
    const rows = await database.db.select().from(outgoingEmails);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(30).fill(['outbox', 1]));

    const retryAt = later(new Date(), MINUTE + 1000);
    const runs = await Promise.all(
      [...instances, ...instances].map((instance) => instance.app.mailOutbox.deliverDue(retryAt)),
    );
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(30);
    expect(runs.reduce((sum, run) => sum + run.attempted, 0)).toBe(30);
    expect(catcher!.mails).toHaveLength(30);
    expect(new Set(catcher!.mails.map((mail) => mail.to)).size).toBe(30);
    const sent = await database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.status, 'sent'));
    expect(sent).toHaveLength(30);
    expect(sent.every((row) => row.attempts === 2)).toBe(true);
  });
});
