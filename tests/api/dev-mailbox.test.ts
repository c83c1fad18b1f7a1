import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { load } from 'cheerio';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailDebug } from '../../src/shared/schemas/admin-system';
import { outgoingEmails, settings, users } from '../../src/server/model/schema';
import { loggerOptions } from '../../src/server/platform/logging';
import { keptMailNotice } from '../../src/server/modules/mail';
import { startMailCatcher, type MailCatcher } from '../helpers/mail-catcher';
import { send, signedInUser } from '../helpers/signed-in';
import {
  createTestApp,
  createTestDatabase,
  type TestContext,
  type TestDatabase,
} from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

const PUBLIC_URL = 'http://localhost:3000';
const MAILBOX = '/dev/mailbox';
/** The Host a browser on this machine sends to the app on its (default) port. */
const LOCAL_HOST = 'localhost:3000';
const PASSWORD = 'Str0ng!Passw0rd';
const HOUR = 60 * 60 * 1000;
/** Instances that share a database share the key that seals kept mail. */
const SETTINGS_KEY = 'b'.repeat(64);

async function register(ctx: TestContext, username: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(response.statusCode).toBe(201);
  await ctx.app.afterResponseSettled();
  return `${username}@example.com`;
}

/** A page of the mailbox, asked for as a browser on this machine asks for it. */
const readMailbox = (ctx: TestContext, url: string) =>
  ctx.app.inject({ url, headers: { host: LOCAL_HOST } });

/** The mailbox's list as a reader sees it: subject, recipient line and state of each mail. */
async function mailboxList(ctx: TestContext) {
  const response = await readMailbox(ctx, MAILBOX);
  expect(response.statusCode).toBe(200);
  const $ = load(response.body);
  return $('ol.mails a.mail')
    .toArray()
    .map((item) => ({
      subject: $(item).find('.subject').text(),
      meta: $(item).find('.meta').text(),
      state: $(item).find('.state').text(),
      href: $(item).attr('href')!,
    }));
}

const verifiedOf = async (ctx: TestContext, email: string) => {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return user!.isVerified;
};

/** An app whose log lines are kept in `lines`, as the server writes them. */
async function loggedApp(env: Record<string, string>, lines: string[]) {
  const stream = { write: (line: string) => void lines.push(line) };
  return createTestAppWithPages(
    env,
    {},
    {
      logger: { ...(loggerOptions('info') as object), stream },
    },
  );
}

/** The log lines of kept mails: one per mail, never its link. */
function keptMailLines(lines: string[]) {
  expect(lines.join('\n')).not.toContain('/api/verify-email/');
  return lines
    .filter((line) => line.includes('mail kept'))
    .map((line) => JSON.parse(line) as { to: string; subject: string; msg: string });
}

/** Moves a mail's writing back in time, as if it had been kept that long ago. */
const keptAgo = (ctx: TestContext, ms: number) =>
  ctx.database.db
    .update(outgoingEmails)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(outgoingEmails.status, 'outbox'));

describe('the development mailbox, with no SMTP server', () => {
  let ctx: TestContext;
  const lines: string[] = [];

  beforeAll(async () => {
    // TRUST_PROXY takes a client's address from X-Forwarded-For: the mailbox, turned on
    // explicitly (a trusted proxy keeps it off by default), must not.
    ctx = await loggedApp({ PUBLIC_URL, TRUST_PROXY: 'true', DEV_MAILBOX: 'on' }, lines);
  });
  afterAll(() => ctx.close());

  it('lists kept mail newest first, and a verification link followed from it verifies the address', async () => {
    const first = await register(ctx, 'mailbox_first');
    const email = await register(ctx, 'mailbox_reader');

    const list = await mailboxList(ctx);
    expect(list.map(({ subject, state }) => [subject, state])).toEqual([
      ['Verify your email for VerifiedVoices', 'Kept'],
      ['Verify your email for VerifiedVoices', 'Kept'],
    ]);
    expect(list[0]!.meta).toMatch(new RegExp(`^To ${email} · .+ \\(just now\\)$`));
    expect(list[1]!.meta).toContain(`To ${first}`);

    const opened = await readMailbox(ctx, list[0]!.href);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const $ = load(opened.body);
    expect($('h1').text()).toBe('Verify your email for VerifiedVoices');
    const frame = $('iframe[title="The mail as sent"]');
    expect(frame.attr('sandbox')).not.toContain('allow-scripts');
    expect(frame.attr('sandbox')).not.toContain('allow-same-origin');
    const button = load(frame.attr('srcdoc')!)('a', 'body').filter(
      (_, link) => load(link).text() === 'Verify my email',
    );
    const link = button.attr('href')!;
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/api/verify-email/[\\w-]+$`));
    // The text version holds the same link, clickable.
    expect($('pre a').attr('href')).toBe(link);

    expect(await verifiedOf(ctx, email)).toBe(false);
    const followed = await ctx.app.inject(link.slice(PUBLIC_URL.length));
    expect(followed.headers.location).toBe('/auth?verified=true');
    expect(await verifiedOf(ctx, email)).toBe(true);
    expect(await verifiedOf(ctx, first)).toBe(false);

    // The log names where to read each kept mail.
    expect(keptMailLines(lines)).toEqual(
      [first, email].map((to) =>
        expect.objectContaining({
          to,
          subject: 'Verify your email for VerifiedVoices',
          msg: `mail kept (no SMTP configured): read it at ${PUBLIC_URL}${MAILBOX}`,
        }),
      ),
    );
  });

  it('has sign-up, resend and forgot password say the mail was kept, not sent, and where to read it', async () => {
    const mailbox = { mailKept: true, mailboxUrl: `http://localhost:3000${MAILBOX}` };
    const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
    const email = 'kept_newcomer@example.com';
    const registered = await post('/api/register', {
      username: 'kept_newcomer',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({
      message:
        'Account created successfully! No mail server is set up yet, so the verification email was kept, not sent.',
      ...mailbox,
    });
    const resent = await post('/api/resend-verification', { email });
    expect(resent.json()).toEqual({
      message:
        'No mail server is set up yet, so a new verification email for that account, if it is not verified yet, was kept, not sent.',
      ...mailbox,
    });
    const forgot = await post('/api/forgot-password', { email });
    expect(forgot.json()).toEqual({
      message:
        'No mail server is set up yet, so a password reset link for that address, if it has an account, was kept, not sent.',
      ...mailbox,
    });
    expect((await ctx.app.inject('/api/mail-delivery')).json()).toEqual(mailbox);
    await ctx.app.afterResponseSettled();
  });

  it('answers as an unknown address does to a request that does not come straight from this machine', async () => {
    const [mail] = await mailboxList(ctx);
    const unknown = await ctx.app.inject('/dev/nothing-here');
    expect(unknown.statusCode).toBe(404);
    const refusals: [string, InjectOptions][] = [
      ['another machine', { remoteAddress: '203.0.113.7' }],
      [
        'another machine that TRUST_PROXY takes for this one',
        { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } },
      ],
      ['a proxy on this machine', { headers: { 'x-forwarded-for': '203.0.113.7' } }],
      ['a proxy saying Forwarded', { headers: { forwarded: 'for=203.0.113.7' } }],
      ['a proxy saying X-Real-IP', { headers: { 'x-real-ip': '203.0.113.7' } }],
      ['a proxy saying X-Forwarded-Host', { headers: { 'x-forwarded-host': 'localhost' } }],
      ['a proxy saying Via', { headers: { via: '1.1 cache' } }],
      ['another site named to this machine', { headers: { host: 'rebound.example:3000' } }],
      ['a proxy passing its own port on', { headers: { host: 'localhost' } }],
      ['a name under localhost', { headers: { host: 'app.localhost:3000' } }],
      ['a request without a Host', { headers: { host: '' } }],
    ];
    for (const [who, options] of refusals) {
      for (const url of [MAILBOX, mail!.href]) {
        const headers = { host: LOCAL_HOST, ...options.headers };
        const response = await ctx.app.inject({ ...options, url, headers });
        expect({ who, url, status: response.statusCode }).toEqual({ who, url, status: 404 });
        expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
        expect(response.body).not.toMatch(/mailbox|Verify your email/i);
      }
    }
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const response = await ctx.app.inject({ url: MAILBOX, headers: { host } });
      expect({ host, status: response.statusCode }).toEqual({ host, status: 200 });
    }
    const fromIpv6 = await ctx.app.inject({
      url: MAILBOX,
      remoteAddress: '::1',
      headers: { host: LOCAL_HOST },
    });
    expect(fromIpv6.statusCode).toBe(200);
  });

  it('shows a mail past its links’ lifetime as expired, without its text', async () => {
    await ctx.database.db.delete(outgoingEmails);
    await register(ctx, 'mailbox_late');
    await keptAgo(ctx, 25 * HOUR);
    expect(await ctx.app.mailOutbox.emptyExpired()).toBe(1);

    const [expired] = await mailboxList(ctx);
    expect(expired).toMatchObject({ subject: 'Verify your email for VerifiedVoices' });
    expect(expired!.state).toBe('Expired');
    const $ = load((await readMailbox(ctx, expired!.href)).body);
    expect($('iframe')).toHaveLength(0);
    expect($('.note').text()).toMatch(/^This mail expired: its links lasted 24 hours/);
    expect($('.note').text()).not.toContain('/api/verify-email/');
  });
});

describe('where the development mailbox is served', () => {
  const PUBLIC_NAME = 'directory.example';
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** An instance behind the public name, on the describe's database. */
  const instance = (env: Record<string, string> = {}) =>
    createTestApp(
      { PUBLIC_URL: `https://${PUBLIC_NAME}`, SETTINGS_KEY, ...env },
      { database: { ...database, close: async () => {} } },
    );

  /** What a proxy on this machine sends by default: from loopback, no proxy header, a Host. */
  const statusThroughLocalProxy = async (ctx: TestContext, host: string) => {
    const response = await ctx.app.inject({ url: MAILBOX, headers: { host } });
    expect(response.body).not.toMatch(/Verify your email/);
    return response.statusCode;
  };

  it.each([
    [
      'on every interface',
      { HOST: '0.0.0.0' },
      /since HOST=0\.0\.0\.0 lets other machines connect\. Start with HOST=127\.0\.0\.1, or DEV_MAILBOX=on,/,
    ],
    [
      'behind a trusted proxy',
      { HOST: '127.0.0.1', TRUST_PROXY: '1' },
      /since TRUST_PROXY says a proxy forwards visitors to the app\. Start with DEV_MAILBOX=on/,
    ],
    [
      'with DEV_MAILBOX=off',
      { DEV_MAILBOX: 'off' },
      /is off \(DEV_MAILBOX=off\)\. Start with DEV_MAILBOX=on/,
    ],
  ])(
    'is off %s, to every Host a proxy on this machine may send, and the start says how to turn it on',
    async (_case, env, why) => {
      const ctx = await instance(env);
      try {
        await register(ctx, `unread_${Object.keys(env).join('_').toLowerCase()}`);
        for (const host of [PUBLIC_NAME, LOCAL_HOST, '127.0.0.1:3000']) {
          expect({ host, status: await statusThroughLocalProxy(ctx, host) }).toEqual({
            host,
            status: 404,
          });
        }
        const notice = await keptMailNotice(ctx.app.db, ctx.app.config);
        expect(notice).toMatch(
          /^No SMTP server is configured: mail is kept, and the development mailbox /,
        );
        expect(notice).toMatch(why);
        expect(notice).toMatch(
          / to read it on this machine at http:\/\/localhost:3000\/dev\/mailbox/,
        );
      } finally {
        await database.db.delete(outgoingEmails);
        await ctx.close();
      }
    },
  );

  it('is on by default on a loopback address, to its listening address alone, and the start says where', async () => {
    const ctx = await instance();
    try {
      await register(ctx, 'reads_locally');
      expect(ctx.app.config.host).toBe('127.0.0.1');
      expect(await statusThroughLocalProxy(ctx, PUBLIC_NAME)).toBe(404);
      expect(await statusThroughLocalProxy(ctx, `${PUBLIC_NAME}:3000`)).toBe(404);
      expect((await readMailbox(ctx, MAILBOX)).statusCode).toBe(200);
      expect(await keptMailNotice(ctx.app.db, ctx.app.config)).toBe(
        "No SMTP server is configured: read the app's mail at http://localhost:3000/dev/mailbox",
      );
    } finally {
      await database.db.delete(outgoingEmails);
      await ctx.close();
    }
  });

  it('answers a connection to the port it listens on, and never HTTP/1.0, which nginx proxies with by default', async () => {
    const ctx = await instance();
    try {
      await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = ctx.app.server.address() as AddressInfo;
      const status = async (version: string, host: string) => {
        const socket = connect(port, '127.0.0.1');
        // Written without ending the socket: a client that half-closes before the answer may
        // be closed on by the server while a slower database is still being read.
        socket.write(
          `GET ${MAILBOX} HTTP/${version}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
        );
        let answer = '';
        for await (const chunk of socket) answer += String(chunk);
        return Number(answer.split(' ')[1]);
      };
      expect(await status('1.1', `127.0.0.1:${port}`)).toBe(200);
      expect(await status('1.1', `localhost:${port}`)).toBe(200);
      expect(await status('1.0', `127.0.0.1:${port}`)).toBe(404);
      // The configured port (3000) is not the one this connection came to.
      expect(await status('1.1', '127.0.0.1:3000')).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});

describe('the development mailbox in production', () => {
  it('is not served, even to this machine on a loopback address; the start, the log and the admin’s view name no mailbox', async () => {
    const lines: string[] = [];
    const ctx = await loggedApp({ PUBLIC_URL, NODE_ENV: 'production', HOST: '127.0.0.1' }, lines);
    try {
      const email = await register(ctx, 'nowhere_to_read');
      expect(await keptMailNotice(ctx.app.db, ctx.app.config)).toBeUndefined();
      // The page still says the mail was kept, without a mailbox to read it in.
      expect((await ctx.app.inject('/api/mail-delivery')).json()).toEqual({
        mailKept: true,
        mailboxUrl: null,
      });
      for (const url of [MAILBOX, `${MAILBOX}/1`]) {
        const response = await readMailbox(ctx, url);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toMatch(/mailbox|Verify your email/i);
      }
      expect(keptMailLines(lines)).toEqual([
        expect.objectContaining({ to: email, msg: 'mail kept in the outbox (no SMTP configured)' }),
      ]);
      const admin = await signedInUser(ctx, { role: 'admin' });
      const debug = (
        await send(ctx, 'GET', '/api/email-debug', undefined, admin)
      ).json<EmailDebug>();
      expect(debug).toMatchObject({ emailProvider: 'outbox', mailboxUrl: null });
    } finally {
      await ctx.close();
    }
  });
});

describe('kept mail once an SMTP server is configured', () => {
  let database: TestDatabase;
  let catcher: MailCatcher;

  beforeAll(async () => {
    database = await createTestDatabase();
    catcher = await startMailCatcher(0, { recordLogins: true });
  });
  afterAll(async () => {
    await database.close();
    await catcher.close();
  });

  /** An instance on the file's database (closed by the file, after every instance). */
  const instance = (env: Record<string, string> = {}) =>
    createTestApp(
      { PUBLIC_URL, SETTINGS_KEY, ...env },
      { database: { ...database, close: async () => {} } },
    );

  it('is sent when an admin saves the SMTP settings, and its link works', async () => {
    const ctx = await instance();
    try {
      const email = await register(ctx, 'kept_then_sent');
      const admin = await signedInUser(ctx, { role: 'admin' });
      const before = (
        await send(ctx, 'GET', '/api/email-debug', undefined, admin)
      ).json<EmailDebug>();
      expect(before.mailboxUrl).toBe(`${PUBLIC_URL}${MAILBOX}`);
      expect(before.emails[0]).toMatchObject({ to: email, status: 'outbox', attempts: 0 });

      const saved = await send(
        ctx,
        'POST',
        '/api/admin/update-email-settings',
        {
          smtp_user: 'mailer@example.com',
          smtp_pass: 'catcher-secret',
          smtp_host: '127.0.0.1',
          smtp_port: catcher.port,
          smtp_secure: false,
        },
        admin,
      );
      expect(saved.statusCode).toBe(200);
      await ctx.app.afterResponseSettled();

      const sent = await catcher.waitFor(email, /Verify your email/);
      const link = sent.text.split(/\s+/).find((word) => word.includes('/api/verify-email/'))!;
      const followed = await ctx.app.inject(link.slice(PUBLIC_URL.length));
      expect(followed.headers.location).toBe('/auth?verified=true');
      const after = (
        await send(ctx, 'GET', '/api/email-debug', undefined, admin)
      ).json<EmailDebug>();
      expect(after).toMatchObject({ emailProvider: 'settings', mailboxUrl: null });
      expect(after.emails.find((row) => row.to === email)).toMatchObject({
        status: 'sent',
        attempts: 1,
      });

      const note = load((await readMailbox(ctx, MAILBOX)).body);
      expect(note('.note').text()).toMatch(
        new RegExp(`^Mail goes through the SMTP server at 127\\.0\\.0\\.1:${catcher.port} `),
      );
      expect(note('ol.mails')).toHaveLength(0);
    } finally {
      await database.db.delete(outgoingEmails);
      await database.db.delete(settings);
      await ctx.close();
    }
  });

  it('is sent by the next start with SMTP_URL', async () => {
    const offline = await instance({ DEV_MAILBOX: 'off' });
    const email = await register(offline, 'kept_until_restart');
    await offline.close();

    const online = await instance({ SMTP_URL: catcher.url });
    try {
      expect(await online.app.mailOutbox.deliverDue()).toEqual({ attempted: 1, sent: 1 });
      expect((await catcher.waitFor(email, /Verify your email/)).text).toContain(
        `${PUBLIC_URL}/api/verify-email/`,
      );
    } finally {
      await database.db.delete(outgoingEmails);
      await online.close();
    }
  });

  it('is never sent once its links expired before any SMTP server was configured, and is given up', async () => {
    const offline = await instance();
    const email = await register(offline, 'kept_too_long');
    await keptAgo(offline, 25 * HOUR);
    await offline.close();

    const online = await instance({ SMTP_URL: catcher.url });
    try {
      // Due, its body not emptied yet (the app was stopped): still not sent.
      expect(await online.app.mailOutbox.deliverDue()).toEqual({ attempted: 0, sent: 0 });
      expect(await online.app.mailOutbox.emptyExpired()).toBe(1);
      expect(await online.app.mailOutbox.deliverDue()).toEqual({ attempted: 0, sent: 0 });
      const admin = await signedInUser(online, { role: 'admin' });
      const debug = (
        await send(online, 'GET', '/api/email-debug', undefined, admin)
      ).json<EmailDebug>();
      expect(debug.emails.find((row) => row.to === email)).toMatchObject({
        status: 'failed',
        nextAttemptAt: null,
        error: expect.stringMatching(/^Expired before any SMTP server was configured/),
      });
      expect(catcher.mails.filter((mail) => mail.to === email)).toEqual([]);
    } finally {
      await online.close();
    }
  });
});
