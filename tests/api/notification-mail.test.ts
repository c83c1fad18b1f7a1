import { eq } from 'drizzle-orm';
import escapeHtml from 'escape-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '../../src/shared/schemas/comments';
import type {
  NotificationSettings,
  NotificationsPage,
} from '../../src/shared/schemas/notifications';
import type { Database } from '../../src/server/platform/database/client';
import { comments, outgoingEmails, users } from '../../src/server/model/schema';
import { createNotifications, replyDrafts } from '../../src/server/modules/notifications';
import { createAccount, createPerson, createSession, createUser } from '../helpers/factories';
import { type CaughtMail, type MailCatcher, startMailCatcher } from '../helpers/mail-catcher';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import {
  createServerTestDatabase,
  createTestApp,
  type TestContext,
  type TestDatabase,
} from '../helpers/test-app';

const PUBLIC_URL = 'https://directory.example';
const HOUR_MS = 60 * 60 * 1000;
/** Just past the day a digest waits for from its oldest notification. */
const DIGEST_DUE_MS = 24 * HOUR_MS + 60 * 1000;
const INVALID_LINK = 'This unsubscribe link is not valid';
const ONE_CLICK_PREFIX = `${PUBLIC_URL}/api/notifications/unsubscribe?token=`;

const after = (ms: number) => new Date(Date.now() + ms);

let ctx: TestContext;
let catcher: MailCatcher;
let admin: SignedInUser;
let person: { id: number; firstName: string; lastName: string };

beforeAll(async () => {
  catcher = await startMailCatcher();
  ctx = await createTestApp({ SMTP_URL: catcher.url, PUBLIC_URL });
  admin = await signedInUser(ctx, { role: 'admin' });
  person = await createPerson(ctx.database.db, { firstName: 'Greta', lastName: 'Mailfeed' });
});
afterAll(async () => {
  await ctx.close();
  await catcher.close();
});

interface Recipient extends SignedInUser {
  email: string;
}

async function emailOf(db: Database, userId: number) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user!.email;
}

async function recipient(options: { isVerified?: boolean } = {}): Promise<Recipient> {
  const user = await signedInUser(ctx, options);
  return { ...user, email: await emailOf(ctx.database.db, user.id) };
}

const mailsTo = (mails: CaughtMail[], email: string) =>
  mails.filter((mail) => mail.to === email.toLowerCase());

/**
 * Waits for the mailing that followed the last writes, then mails whatever is still due at
 * once: a notification wrongly due for mail is sent by now.
 */
async function mailEverythingDue() {
  await ctx.app.afterResponseSettled();
  await ctx.app.notificationMail.mailDue();
  await ctx.app.mailOutbox.settled();
}

/** A top-level comment, written straight to the database: its author need not be able to post. */
async function commentBy(db: Database, userId: number, personId: number, parentId?: number) {
  const [comment] = await db
    .insert(comments)
    .values({ userId, personId, parentId, text: 'What I think about this person.' })
    .returning({ id: comments.id });
  return comment!.id;
}

async function reply(parentId: number, replier: SignedInUser, text: string) {
  const response = await send(
    ctx,
    'POST',
    '/api/comments',
    { text, personId: person.id, parentId },
    replier,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Comment>();
}

const replySentence = (replier: SignedInUser, text: string) =>
  `${replier.username} replied to your comment about Greta Mailfeed: “${text}”`;

async function inbox(user: SignedInUser) {
  const response = await send(ctx, 'GET', '/api/notifications', undefined, user);
  expect(response.statusCode).toBe(200);
  return response.json<NotificationsPage>();
}

async function settingsOf(user: SignedInUser) {
  const response = await send(ctx, 'GET', '/api/user/notification-settings', undefined, user);
  expect(response.statusCode).toBe(200);
  return response.json<NotificationSettings>();
}

async function choose(user: SignedInUser, settings: NotificationSettings) {
  const response = await send(ctx, 'PUT', '/api/user/notification-settings', settings, user);
  expect(response.statusCode, response.body).toBe(200);
}

/** The address of the mail's List-Unsubscribe header, checked to be the one-click address. */
function oneClickAddressOf(mail: CaughtMail) {
  const address = /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1];
  expect(address, `List-Unsubscribe of “${mail.subject}”`).toMatch(ONE_CLICK_PREFIX);
  expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  return address!;
}

const tokenOf = (address: string) => new URL(address).searchParams.get('token')!;

const unsubscribePath = (token: string) =>
  `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/** What a mail client does on one click (RFC 8058): a form post, without any session. */
const postOneClick = (path: string) =>
  ctx.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

/** The settings page and the unsubscribe page, in the text and the html of the mail. */
function expectChoicesIn(mail: CaughtMail, token: string) {
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain(`${PUBLIC_URL}/unsubscribe?token=${token}`);
    expect(body).toContain(`${PUBLIC_URL}/profile#notification-settings`);
  }
}

describe('a reply mailed at once', () => {
  it('mails the author of the comment once, with the reply, its page and the ways to stop it', async () => {
    const author = await recipient();
    const replier = await recipient();
    const parentId = await commentBy(ctx.database.db, author.id, person.id);

    const answer = await reply(parentId, replier, 'I saw the same interview.');
    const mail = await catcher.waitFor(author.email, /replied to your comment/);
    await mailEverythingDue();

    expect(mailsTo(catcher.mails, author.email)).toHaveLength(1);
    expect(mailsTo(catcher.mails, replier.email)).toEqual([]);
    const sentence = replySentence(replier, 'I saw the same interview.');
    const [notification] = (await inbox(author)).notifications;
    expect(notification).toMatchObject({ kind: 'comment_reply', text: sentence });
    expect(notification!.link).toMatch(new RegExp(`^/community\\?.*#comment-${answer.id}$`));
    const page = `${PUBLIC_URL}${notification!.link}`;
    expect(mail.subject).toBe(`[VerifiedVoices] ${sentence}`);
    expect(mail.text).toContain(sentence);
    expect(mail.text).toContain(page);
    expect(mail.html).toContain(escapeHtml(sentence));
    expect(mail.html).toContain(escapeHtml(page));
    expectChoicesIn(mail, tokenOf(oneClickAddressOf(mail)));
  });
});

describe('the one-click unsubscribe', () => {
  it('stops reply mail without signing in; later replies still reach the inbox', async () => {
    const author = await recipient();
    const replier = await recipient();
    const parentId = await commentBy(ctx.database.db, author.id, person.id);
    await reply(parentId, replier, 'The first reply.');
    const oneClick = oneClickAddressOf(
      await catcher.waitFor(author.email, /replied to your comment/),
    );

    const described = await ctx.app.inject(oneClick.slice(PUBLIC_URL.length));
    expect(described.statusCode).toBe(200);
    expect(described.json()).toEqual({
      kinds: ['comment_reply'],
      labels: ['Someone replied to your comment'],
    });
    const unsubscribed = await postOneClick(oneClick.slice(PUBLIC_URL.length));
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect((await settingsOf(author)).comment_reply).toBe('inbox');

    await reply(parentId, replier, 'The second reply.');
    await mailEverythingDue();
    await ctx.app.notificationMail.mailDigests(after(DIGEST_DUE_MS));

    expect(mailsTo(catcher.mails, author.email)).toHaveLength(1);
    expect((await inbox(author)).notifications.map((notification) => notification.text)).toEqual([
      replySentence(replier, 'The second reply.'),
      replySentence(replier, 'The first reply.'),
    ]);
  });

  it('refuses a token that was changed in any part, and changes no one’s settings', async () => {
    const author = await recipient();
    const otherUser = await recipient();
    const replier = await recipient();
    await reply(await commentBy(ctx.database.db, author.id, person.id), replier, 'A reply.');
    const token = tokenOf(
      oneClickAddressOf(await catcher.waitFor(author.email, /replied to your comment/)),
    );
    const [userId, kinds, signature] = token.split('.') as [string, string, string];
    const otherSettings = await settingsOf(otherUser);

    const tampered = [
      `${userId}.${kinds}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      `${otherUser.id}.${kinds}.${signature}`,
      // Widened to more kinds of mail than the signature covers.
      `${userId}.${(parseInt(kinds, 36) + 1).toString(36)}.${signature}`,
      'not-a-token',
    ];
    for (const forged of tampered) {
      const path = unsubscribePath(forged);
      for (const response of [await postOneClick(path), await ctx.app.inject(path)]) {
        expect(response.statusCode, forged).toBe(400);
        expect(response.json().message).toBe(INVALID_LINK);
      }
    }

    expect((await settingsOf(author)).comment_reply).toBe('email');
    expect(await settingsOf(otherUser)).toEqual(otherSettings);
  });
});

describe('the daily digest', () => {
  it('gathers a watched person’s new accounts into one mail a day after the first, sent once', async () => {
    const db = ctx.database.db;
    const watcher = await recipient();
    const watched = await createPerson(db);
    const accounts = [
      await createAccount(db, { personId: watched.id, platform: 'Instagram' }),
      await createAccount(db, { personId: watched.id, platform: 'TikTok' }),
    ];
    const watching = await send(ctx, 'POST', `/api/people/${watched.id}/watch`, undefined, watcher);
    expect(watching.statusCode, watching.body).toBe(200);
    for (const account of accounts) {
      const verified = await send(
        ctx,
        'POST',
        `/api/admin/social-accounts/${account.id}/toggle-verification`,
        undefined,
        admin,
      );
      expect(verified.json().account).toMatchObject({ id: account.id, status: 'verified' });
    }
    const madeAt = Date.now();
    await mailEverythingDue();

    const { notifications } = await inbox(watcher);
    expect(notifications.map((notification) => notification.kind)).toEqual([
      'watched_account_verified',
      'watched_account_verified',
    ]);
    expect(mailsTo(catcher.mails, watcher.email)).toEqual([]);
    await ctx.app.notificationMail.mailDigests(new Date(madeAt + 23 * HOUR_MS));
    expect(mailsTo(catcher.mails, watcher.email)).toEqual([]);

    const dueAt = after(DIGEST_DUE_MS);
    await ctx.app.notificationMail.mailDigests(dueAt);
    await ctx.app.notificationMail.mailDigests(dueAt);
    await ctx.app.notificationMail.mailDigests(new Date(dueAt.getTime() + 24 * HOUR_MS));

    const digests = mailsTo(catcher.mails, watcher.email);
    expect(digests).toHaveLength(1);
    const [digest] = digests as [CaughtMail];
    expect(digest.subject).toBe('Your VerifiedVoices digest: 2 notifications');
    for (const notification of notifications) {
      expect(notification.text).toMatch(/has a newly verified account: @handle_/);
      expect(digest.text).toContain(notification.text);
      expect(digest.text).toContain(`${PUBLIC_URL}${notification.link}`);
      expect(digest.html).toContain(escapeHtml(`${PUBLIC_URL}${notification.link}`));
    }
    const token = tokenOf(oneClickAddressOf(digest));
    expectChoicesIn(digest, token);
    expect((await ctx.app.inject(unsubscribePath(token))).json()).toMatchObject({
      kinds: ['watched_account_verified'],
    });
  });
});

describe('the user’s choice for replies', () => {
  it('makes neither a notification nor a mail for replies turned off', async () => {
    const author = await recipient();
    const replier = await recipient();
    await choose(author, { comment_reply: 'off' });

    await reply(await commentBy(ctx.database.db, author.id, person.id), replier, 'Unheard.');
    await mailEverythingDue();
    await ctx.app.notificationMail.mailDigests(after(DIGEST_DUE_MS));

    expect((await inbox(author)).total).toBe(0);
    expect(mailsTo(catcher.mails, author.email)).toEqual([]);
  });

  it('keeps replies for the digest when the user chooses it', async () => {
    const author = await recipient();
    const replier = await recipient();
    await choose(author, { comment_reply: 'digest' });

    await reply(await commentBy(ctx.database.db, author.id, person.id), replier, 'Later, please.');
    await mailEverythingDue();
    expect(mailsTo(catcher.mails, author.email)).toEqual([]);
    const [notification] = (await inbox(author)).notifications;
    expect(notification!.text).toBe(replySentence(replier, 'Later, please.'));

    await ctx.app.notificationMail.mailDigests(after(DIGEST_DUE_MS));
    const digests = mailsTo(catcher.mails, author.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Your VerifiedVoices digest: 1 notification');
    expect(digests[0]!.text).toContain(notification!.text);
    expect(digests[0]!.text).toContain(`${PUBLIC_URL}${notification!.link}`);
    oneClickAddressOf(digests[0]!);
  });
});

describe('addresses that may not receive mail', () => {
  const adminAction = (user: SignedInUser, action: 'disable' | 'enable') =>
    send(ctx, 'POST', `/api/admin/users/${user.id}/${action}`, undefined, admin);

  it('mails nothing to a user whose address is not verified; the reply is in their inbox', async () => {
    const author = await recipient({ isVerified: false });
    const replier = await recipient();

    await reply(await commentBy(ctx.database.db, author.id, person.id), replier, 'Hello there.');
    await mailEverythingDue();
    await ctx.app.notificationMail.mailDigests(after(DIGEST_DUE_MS));

    expect(mailsTo(catcher.mails, author.email)).toEqual([]);
    expect((await inbox(author)).notifications.map((notification) => notification.text)).toEqual([
      replySentence(replier, 'Hello there.'),
    ]);
  });

  it('mails nothing to an address on the reserved .invalid domain, which cannot receive mail', async () => {
    const author = await recipient();
    await ctx.database.db
      .update(users)
      .set({ email: `reader-${author.id}@demo.invalid` })
      .where(eq(users.id, author.id));
    const replier = await recipient();

    await reply(await commentBy(ctx.database.db, author.id, person.id), replier, 'Seen it.');
    await mailEverythingDue();
    await ctx.app.notificationMail.mailDigests(after(DIGEST_DUE_MS));

    expect(mailsTo(catcher.mails, `reader-${author.id}@demo.invalid`)).toEqual([]);
    expect((await inbox(author)).total).toBe(1);
  });

  it('mails nothing to a disabled user, not even once the disable is lifted', async () => {
    const author = await recipient();
    const replier = await recipient();
    const parentId = await commentBy(ctx.database.db, author.id, person.id);
    expect((await adminAction(author, 'disable')).statusCode).toBe(200);

    await reply(parentId, replier, 'Are you still here?');
    await mailEverythingDue();
    await ctx.app.notificationMail.mailDigests(after(DIGEST_DUE_MS));
    expect(mailsTo(catcher.mails, author.email)).toEqual([]);

    expect((await adminAction(author, 'enable')).statusCode).toBe(200);
    await mailEverythingDue();
    expect(mailsTo(catcher.mails, author.email)).toEqual([]);
    // Disabling signed the user out: they read their inbox in a new session.
    const returned = {
      ...author,
      headers: { authorization: `Bearer ${await createSession(ctx.database.db, author.id)}` },
    };
    expect((await inbox(returned)).notifications.map((notification) => notification.text)).toEqual([
      replySentence(replier, 'Are you still here?'),
    ]);
  });

  it('sends no digest that was waiting when its user was disabled', async () => {
    const db = ctx.database.db;
    const watcher = await recipient();
    const watched = await createPerson(db);
    const account = await createAccount(db, { personId: watched.id });
    await send(ctx, 'POST', `/api/people/${watched.id}/watch`, undefined, watcher);
    await send(
      ctx,
      'POST',
      `/api/admin/social-accounts/${account.id}/toggle-verification`,
      undefined,
      admin,
    );
    expect((await inbox(watcher)).total).toBe(1);
    expect((await adminAction(watcher, 'disable')).statusCode).toBe(200);

    await mailEverythingDue();
    await ctx.app.notificationMail.mailDigests(after(DIGEST_DUE_MS));

    expect(mailsTo(catcher.mails, watcher.email)).toEqual([]);
  });
});

describe('several instances on one database', () => {
  const AUTHORS = 30;
  let database: TestDatabase;
  let instances: TestContext[];
  let sharedCatcher: MailCatcher;

  beforeAll(async () => {
    // Enough connections that every run below holds its own transaction at the same moment.
    database = await createServerTestDatabase({ poolSize: 12 });
    sharedCatcher = await startMailCatcher();
    // Instances share the key that seals kept mail and signs unsubscribe links.
    const env = { SMTP_URL: sharedCatcher.url, PUBLIC_URL, SETTINGS_KEY: 'b'.repeat(64) };
    // The database is closed once, by this block, after both instances.
    const shared = { ...database, close: async () => {} };
    instances = [
      await createTestApp(env, { database: shared }),
      await createTestApp(env, { database: shared }),
    ];
  });
  afterAll(async () => {
    for (const instance of instances ?? []) await instance.close();
    await database?.close();
    await sharedCatcher?.close();
  });

  it('mails each notification once when every instance mails what is due at the same moment', async () => {
    const db = database.db;
    const discussed = await createPerson(db);
    const replier = await createUser(db);
    const authors = [];
    for (let index = 0; index < AUTHORS; index++) {
      const author = await createUser(db);
      const parentId = await commentBy(db, author.id, discussed.id);
      const replyId = await commentBy(db, replier.id, discussed.id, parentId);
      // Made as the comments service makes them, without a request that would mail them at once.
      await db.transaction(async (tx) => createNotifications(tx, await replyDrafts(tx, replyId)));
      authors.push(author);
    }

    const runs = await Promise.all(
      [...instances, ...instances, ...instances].map((instance) =>
        instance.app.notificationMail.mailDue(),
      ),
    );
    await Promise.all(instances.map((instance) => instance.app.mailOutbox.settled()));

    expect(runs.reduce((sum, queued) => sum + queued, 0)).toBe(AUTHORS);
    const mailsPerAddress = new Map<string, number>();
    for (const mail of sharedCatcher.mails)
      mailsPerAddress.set(mail.to, (mailsPerAddress.get(mail.to) ?? 0) + 1);
    expect(Object.fromEntries(mailsPerAddress)).toEqual(
      Object.fromEntries(authors.map((author) => [author.email, 1])),
    );
    const outbox = await db.select().from(outgoingEmails);
    expect(outbox.map((row) => row.toAddress).sort()).toEqual(
      authors.map((author) => author.email).sort(),
    );
    expect(outbox.every((row) => row.status === 'sent')).toBe(true);
  });
});
