import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Notification,
  NotificationsPage,
  WatchedPerson,
} from '../../src/shared/schemas/notifications';
import type { ProofView } from '../../src/shared/schemas/proofs';
import {
  createAccount,
  createMember,
  createPerson,
  createSession,
  createUser,
  websiteAt,
} from '../helpers/factories';
import { mergePeople, send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

const PUBLIC_URL = 'http://directory.test';
const HOUR_MS = 60 * 60 * 1000;

let ctx: TestContext;
let pages: Server;
let pagesBase: string;
let now = new Date();
const served = new Map<string, string>();
let admins: SignedInUser[];

beforeAll(async () => {
  pages = createServer((request, response) => {
    const body = served.get(request.url ?? '');
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html' });
    response.end(body ?? 'not here');
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesBase = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  ctx = await createTestApp(
    { PUBLIC_URL, ALLOWED_PRIVATE_ADDRESSES: '127.0.0.1/32' },
    { clock: () => now },
  );
  admins = [await signedInUser(ctx, { role: 'admin' }), await signedInUser(ctx, { role: 'admin' })];
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => pages.close(resolve));
});

async function inbox(user: SignedInUser, query = '') {
  const response = await send(ctx, 'GET', `/api/notifications${query}`, undefined, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationsPage>();
}

/** What a user has been told, oldest first, as kind and account. */
async function told(user: SignedInUser) {
  return (await inbox(user, '?limit=100')).notifications
    .reverse()
    .map((notification) => [notification.kind, notification.accountId ?? null]);
}

async function watch(user: SignedInUser, personId: number) {
  const response = await send(ctx, 'POST', `/api/people/${personId}/watch`, undefined, user);
  expect(response.statusCode, response.body).toBe(200);
}

async function vote(socialAccountId: number, isApproval: boolean, times = 10) {
  for (let index = 0; index < times; index += 1) {
    const voter = await signedInUser(ctx, { trusted: true });
    const response = await send(ctx, 'POST', '/api/votes', { socialAccountId, isApproval }, voter);
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function report(user: SignedInUser, socialAccountId: number) {
  const response = await send(
    ctx,
    'POST',
    '/api/social-accounts/report',
    {
      socialAccountId,
      reason: 'This is an impersonator of the person',
      evidence: 'The official website links to a different handle.',
    },
    user,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ report: { id: number } }>().report.id;
}

async function resolveReport(reportId: number, action: 'dismiss' | 'remove') {
  const response = await send(
    ctx,
    'POST',
    `/api/admin/reports/${reportId}/resolve`,
    { action },
    admins[0],
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function toggleVerification(accountId: number) {
  const response = await send(
    ctx,
    'POST',
    `/api/admin/social-accounts/${accountId}/toggle-verification`,
    undefined,
    admins[0],
  );
  expect(response.statusCode, response.body).toBe(200);
}

/** A person with a proposer, a watcher and one pending account the proposer submitted. */
async function proposal() {
  const proposer = await signedInUser(ctx);
  const watcher = await signedInUser(ctx);
  const bystander = await signedInUser(ctx);
  const person = await createPerson(ctx.database.db);
  const account = await createAccount(ctx.database.db, {
    personId: person.id,
    submittedById: proposer.id,
  });
  await watch(watcher, person.id);
  return { proposer, watcher, bystander, person, account };
}

describe('a proposal the community decides', () => {
  it('tells the proposer and the watchers once that it was verified, with a link to the account', async () => {
    const { proposer, watcher, bystander, person, account } = await proposal();
    await watch(proposer, person.id);
    await vote(account.id, true);

    const [verified] = (await inbox(proposer)).notifications;
    expect(verified).toMatchObject({
      kind: 'account_verified',
      readAt: null,
      link: `/people/${person.slug}#account-${account.id}`,
      personId: person.id,
      accountId: account.id,
    });
    expect(verified!.text).toContain(`@${account.username} on Instagram`);
    expect(verified!.text).toContain(`${person.firstName} ${person.lastName} was verified`);
    // The proposer also watches the person: they hear it once, as the proposer.
    expect(await told(proposer)).toEqual([['account_verified', account.id]]);
    expect(await told(watcher)).toEqual([['watched_account_verified', account.id]]);
    expect(await told(bystander)).toEqual([]);
  });

  it('tells the proposer it was rejected; watchers hear nothing of an account never listed', async () => {
    const { proposer, watcher, account } = await proposal();
    await vote(account.id, false);
    const [rejected] = (await inbox(proposer)).notifications;
    expect(rejected).toMatchObject({ kind: 'account_rejected', accountId: account.id });
    expect(rejected!.text).toMatch(/was rejected\.$/);
    expect(await told(watcher)).toEqual([]);
  });

  it('tells the watchers when an admin takes a verified account back to pending and verifies it again', async () => {
    const { proposer, watcher, account } = await proposal();
    await vote(account.id, true);
    await toggleVerification(account.id);
    await toggleVerification(account.id);
    expect(await told(watcher)).toEqual([
      ['watched_account_verified', account.id],
      ['watched_account_removed', account.id],
      ['watched_account_verified', account.id],
    ]);
    expect(await told(proposer)).toEqual([
      ['account_verified', account.id],
      ['account_verified', account.id],
    ]);
  });
});

describe('reports', () => {
  it('tell every admin but the reporter of a new report, and the reporter of its dismissal, once', async () => {
    const person = await createPerson(ctx.database.db);
    const account = await createAccount(ctx.database.db, {
      personId: person.id,
      status: 'verified',
    });
    const reporter = await signedInUser(ctx);
    const before = await Promise.all(admins.map(async (admin) => (await inbox(admin)).total));
    const reportId = await report(reporter, account.id);

    for (const [index, admin] of admins.entries()) {
      const page = await inbox(admin);
      expect(page.total).toBe(before[index]! + 1);
      expect(page.notifications[0]).toMatchObject({
        kind: 'new_report',
        link: '/admin',
        accountId: account.id,
      });
      expect(page.notifications[0]!.text).toContain(`${reporter.username} reported`);
    }
    expect(await told(reporter)).toEqual([]);

    await resolveReport(reportId, 'dismiss');
    await resolveReport(reportId, 'dismiss');
    const [dismissed] = (await inbox(reporter)).notifications;
    expect(dismissed).toMatchObject({
      kind: 'report_dismissed',
      link: `/people/${person.slug}#account-${account.id}`,
    });
    expect(await told(reporter)).toEqual([['report_dismissed', account.id]]);
  });

  it('tell every open reporter and the watchers when the account is removed, each once', async () => {
    const person = await createPerson(ctx.database.db);
    const account = await createAccount(ctx.database.db, {
      personId: person.id,
      status: 'verified',
    });
    const [first, second, watcher] = [
      await signedInUser(ctx),
      await signedInUser(ctx),
      await signedInUser(ctx),
    ];
    await watch(watcher, person.id);
    await watch(second, person.id);
    const reportId = await report(first, account.id);
    await report(second, account.id);
    await resolveReport(reportId, 'remove');

    expect(await told(first)).toEqual([['report_account_removed', account.id]]);
    expect(await told(second)).toEqual([['report_account_removed', account.id]]);
    expect(await told(watcher)).toEqual([['watched_account_removed', account.id]]);
    const adminKinds = (await inbox(admins[0]!)).notifications.map((each) => each.kind);
    expect(adminKinds.filter((kind) => kind !== 'new_report')).toEqual([]);
  });
});

describe('a reply', () => {
  it('tells the author of the comment it answers, never the one replying', async () => {
    const person = await createPerson(ctx.database.db);
    const author = await signedInUser(ctx);
    const replier = await signedInUser(ctx);
    const comment = await send(
      ctx,
      'POST',
      '/api/comments',
      { personId: person.id, text: 'Their new channel looks official.' },
      author,
    );
    expect(comment.statusCode, comment.body).toBe(201);
    const parentId = comment.json<{ id: number }>().id;
    const reply = await send(
      ctx,
      'POST',
      '/api/comments',
      { personId: person.id, parentId, text: 'It is linked from their website too.' },
      replier,
    );
    expect(reply.statusCode, reply.body).toBe(201);
    const replyId = reply.json<{ id: number }>().id;
    const ownReply = await send(
      ctx,
      'POST',
      '/api/comments',
      { personId: person.id, parentId, text: 'Thanks, I checked it as well.' },
      author,
    );
    expect(ownReply.statusCode, ownReply.body).toBe(201);

    const { notifications } = await inbox(author);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ kind: 'comment_reply', personId: person.id });
    expect(notifications[0]!.text).toBe(
      `${replier.username} replied to your comment about ${person.firstName} ${person.lastName}: “It is linked from their website too.”`,
    );
    const link = new URL(notifications[0]!.link, PUBLIC_URL);
    expect(link.pathname).toBe('/community');
    expect(link.searchParams.get('personId')).toBe(String(person.id));
    expect(link.hash).toBe(`#comment-${replyId}`);
    expect(await told(replier)).toEqual([]);
  });
});

describe('a proof that breaks', () => {
  it('tells the watchers once that the badge turned amber', async () => {
    now = new Date();
    const start = now.getTime();
    const proposer = await signedInUser(ctx);
    const watcher = await signedInUser(ctx);
    const person = await createPerson(ctx.database.db);
    const path = `/site-${person.id}`;
    const account = await createAccount(ctx.database.db, {
      personId: person.id,
      ...websiteAt(`${pagesBase}${path}`),
      submittedById: proposer.id,
      status: 'verified',
      decisionBasis: 'community',
    });
    await watch(watcher, person.id);
    served.set(
      path,
      `<html><body><a rel="me" href="${PUBLIC_URL}/people/${person.slug}">Directory</a></body></html>`,
    );
    const added = await send(
      ctx,
      'POST',
      `/api/social-accounts/${account.id}/proofs`,
      { kind: 'backlink' },
      proposer,
    );
    expect(added.statusCode, added.body).toBe(201);
    const proofId = added.json<ProofView>().id;
    const check = async () => {
      const response = await send(ctx, 'POST', `/api/proofs/${proofId}/check`, {}, proposer);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ProofView>().state;
    };
    expect(await check()).toBe('passing');
    served.set(path, '<html><body>Nothing here</body></html>');
    const states = [];
    for (const hours of [1, 25, 49, 73]) {
      now = new Date(start + hours * HOUR_MS);
      states.push(await check());
    }
    expect(states).toEqual(['failing', 'failing', 'broken', 'broken']);
    expect(await told(watcher)).toEqual([['watched_account_amber', account.id]]);
    expect(await told(proposer)).toEqual([]);
    now = new Date();
  });
});

describe('a new trust flag', () => {
  it('tells every admin', async () => {
    const person = await createPerson(ctx.database.db);
    const submitter = await createUser(ctx.database.db);
    const member = await createMember(ctx.database.db, person.id);
    const voter = {
      id: member.id,
      username: member.username,
      headers: { authorization: `Bearer ${await createSession(ctx.database.db, member.id)}` },
    };
    const before = (await inbox(admins[1]!)).notifications.filter(
      (each) => each.kind === 'new_flag',
    ).length;
    for (let index = 0; index < 3; index += 1) {
      const account = await createAccount(ctx.database.db, {
        personId: person.id,
        submittedById: submitter.id,
      });
      const response = await send(
        ctx,
        'POST',
        '/api/votes',
        { socialAccountId: account.id, isApproval: true },
        voter,
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    const flags = (await inbox(admins[1]!)).notifications.filter(
      (each) => each.kind === 'new_flag',
    );
    expect(flags).toHaveLength(before + 1);
    expect(flags[0]).toMatchObject({ link: '/admin?tab=trust' });
    expect(flags[0]!.text).toBe('A new submitter trust flag names 2 users and 3 accounts.');
  });
});

describe('the inbox', () => {
  async function userWithNotifications(count: number) {
    const user = await signedInUser(ctx);
    const person = await createPerson(ctx.database.db);
    await watch(user, person.id);
    const accounts = [];
    for (let index = 0; index < count; index += 1) {
      const account = await createAccount(ctx.database.db, { personId: person.id });
      await toggleVerification(account.id);
      accounts.push(account);
    }
    return { user, accounts };
  }

  it('pages the newest first, counts the unread, and marks read the user’s own only', async () => {
    const { user, accounts } = await userWithNotifications(3);
    const other = await userWithNotifications(1);

    const first = await inbox(user, '?limit=2');
    expect(first).toMatchObject({ total: 3, unread: 3 });
    expect(first.notifications.map((each) => each.accountId)).toEqual([
      accounts[2]!.id,
      accounts[1]!.id,
    ]);
    const second = await inbox(user, '?limit=2&page=2');
    expect(second.notifications.map((each) => each.accountId)).toEqual([accounts[0]!.id]);

    const [othersId] = (await inbox(other.user)).notifications.map((each) => each.id);
    const marked = await send(
      ctx,
      'POST',
      '/api/notifications/read',
      { ids: [first.notifications[0]!.id, othersId] },
      user,
    );
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ marked: 1, unread: 2 });
    expect((await inbox(other.user)).unread).toBe(1);

    const unread = await inbox(user, '?unread=true');
    expect(unread).toMatchObject({ total: 2, unread: 2 });
    expect(unread.notifications.every((each: Notification) => each.readAt === null)).toBe(true);
    const read = (await inbox(user)).notifications.find(
      (each) => each.id === first.notifications[0]!.id,
    );
    expect(Date.parse(read!.readAt!)).not.toBeNaN();

    const all = await send(ctx, 'POST', '/api/notifications/read', { all: true }, user);
    expect(all.json()).toMatchObject({ marked: 2, unread: 0 });
    expect(await inbox(user, '?unread=true')).toMatchObject({ total: 0, unread: 0 });
    expect((await inbox(user)).total).toBe(3);
  });

  it('refuses what it cannot read, with a message, and visitors', async () => {
    const user = await signedInUser(ctx);
    for (const payload of [
      {},
      { ids: [] },
      { all: false },
      { ids: ['one'] },
      { ids: [1], all: true },
    ]) {
      const response = await send(ctx, 'POST', '/api/notifications/read', payload, user);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
    for (const query of ['?unread=maybe', '?limit=0', '?limit=101', '?page=0']) {
      const response = await send(ctx, 'GET', `/api/notifications${query}`, undefined, user);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await send(ctx, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await send(ctx, 'GET', '/api/user/watching')).statusCode).toBe(401);
  });
});

describe('notification settings', () => {
  it('answer every kind a user can receive with its default, the admins’ kinds to admins only', async () => {
    const user = await signedInUser(ctx);
    const settings = await send(ctx, 'GET', '/api/user/notification-settings', undefined, user);
    expect(settings.json()).toEqual({
      account_verified: 'email',
      account_rejected: 'email',
      report_dismissed: 'email',
      report_account_removed: 'email',
      comment_reply: 'email',
      watched_account_verified: 'digest',
      watched_account_removed: 'digest',
      watched_account_amber: 'digest',
    });
    const admin = await send(ctx, 'GET', '/api/user/notification-settings', undefined, admins[0]);
    expect(admin.json()).toMatchObject({ new_report: 'email', new_flag: 'inbox' });
  });

  it('save a choice, refuse unknown kinds and deliveries and the admins’ kinds for others', async () => {
    const user = await signedInUser(ctx);
    const saved = await send(
      ctx,
      'PUT',
      '/api/user/notification-settings',
      { comment_reply: 'digest', watched_account_amber: 'email' },
      user,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      comment_reply: 'digest',
      watched_account_amber: 'email',
      account_verified: 'email',
    });
    for (const [payload, message] of [
      [{ comment_reply: 'sometimes' }, /off, inbox, email, digest/],
      [{ unknown_kind: 'inbox' }, /Unknown notification kind: unknown_kind/],
      [{ new_report: 'off' }, /Only administrators receive these notifications: new_report/],
    ] as const) {
      const response = await send(ctx, 'PUT', '/api/user/notification-settings', payload, user);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    const after = await send(ctx, 'GET', '/api/user/notification-settings', undefined, user);
    expect(after.json()).toMatchObject({ comment_reply: 'digest' });
  });

  it('turned off, make no notification at all', async () => {
    const { proposer, watcher, account } = await proposal();
    const off = await send(
      ctx,
      'PUT',
      '/api/user/notification-settings',
      { watched_account_verified: 'off' },
      watcher,
    );
    expect(off.statusCode, off.body).toBe(200);
    await vote(account.id, true);
    expect(await told(watcher)).toEqual([]);
    expect(await told(proposer)).toEqual([['account_verified', account.id]]);
  });
});

describe('watching', () => {
  it('lists the people watched, latest first, and watching twice or unwatching twice is harmless', async () => {
    const user = await signedInUser(ctx);
    const [first, second] = [
      await createPerson(ctx.database.db),
      await createPerson(ctx.database.db),
    ];
    await watch(user, first.id);
    await watch(user, second.id);
    await watch(user, first.id);
    const listed = await send(ctx, 'GET', '/api/user/watching', undefined, user);
    expect(listed.json<{ people: WatchedPerson[] }>().people.map((person) => person.id)).toEqual([
      second.id,
      first.id,
    ]);

    for (let index = 0; index < 2; index += 1) {
      const unwatched = await send(
        ctx,
        'DELETE',
        `/api/people/${second.id}/watch`,
        undefined,
        user,
      );
      expect(unwatched.statusCode).toBe(200);
      expect(unwatched.json()).toMatchObject({ personId: second.id, watching: false });
    }
    const after = await send(ctx, 'GET', '/api/user/watching', undefined, user);
    expect(after.json<{ people: WatchedPerson[] }>().people).toEqual([
      expect.objectContaining({ id: first.id, firstName: first.firstName }),
    ]);
    const missing = await send(ctx, 'POST', '/api/people/999999/watch', undefined, user);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Person not found' });
  });

  it('follows a merged person to the one kept', async () => {
    const user = await signedInUser(ctx);
    const [kept, merged] = [
      await createPerson(ctx.database.db),
      await createPerson(ctx.database.db),
    ];
    await watch(user, merged.id);
    await mergePeople(ctx, admins[0]!, kept, merged);
    const listed = await send(ctx, 'GET', '/api/user/watching', undefined, user);
    expect(listed.json<{ people: WatchedPerson[] }>().people.map((person) => person.id)).toEqual([
      kept.id,
    ]);
    const account = await createAccount(ctx.database.db, { personId: kept.id });
    await toggleVerification(account.id);
    expect(await told(user)).toEqual([['watched_account_verified', account.id]]);
  });
});
