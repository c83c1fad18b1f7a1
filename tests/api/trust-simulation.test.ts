import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialAccount } from '../../src/shared/schemas/people';
import type { TrustFlag } from '../../src/shared/schemas/trust';
import type { VoteResult } from '../../src/shared/schemas/accounts';
import { queryRows } from '../../src/server/platform/database/client';
import { comments, socialAccounts } from '../../src/server/model/schema';
import { refreshDueStandings } from '../../src/server/modules/trust';
import { PASSWORD, registerAndVerify } from '../helpers/accounts';
import { createAccount, createPerson, MEMBER_AGE_DAYS } from '../helpers/factories';
import { type MailCatcher, startMailCatcher } from '../helpers/mail-catcher';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';
import { trustWorld } from '../helpers/trust-world';

/*
 * Issue 18's simulation: rings of throw-away accounts, independent members, a newcomer who
 * matures, a ring of members found after it verified an account, and a household. Users
 * register through the API from the addresses their X-Forwarded-For names (TRUST_PROXY),
 * and the app's clock is moved where the rules read time (an account's age). Issue 34's
 * attacker table is tests/api/attacker-simulation.test.ts.
 */

const PUBLIC_URL = 'http://directory.test';
const DAY_MS = 24 * 60 * 60 * 1000;

let mail: MailCatcher;
let ctx: TestContext;
let admin: SignedInUser;
let world: ReturnType<typeof trustWorld>;
let submitter: SignedInUser;
let personId: number;
let now = new Date();
let sequence = 0;

beforeAll(async () => {
  mail = await startMailCatcher();
  ctx = await createTestApp(
    { SMTP_URL: mail.url, PUBLIC_URL, TRUST_PROXY: 'true' },
    { clock: () => now },
  );
  admin = await signedInUser(ctx, { role: 'admin' });
  world = trustWorld(ctx, admin);
  submitter = await signedInUser(ctx, { trusted: true });
  personId = (await createPerson(ctx.database.db)).id;
});
afterAll(async () => {
  await ctx.close();
  await mail.close();
});

/** Today, as the rules see it: the real time, or a day past the age that lets votes count. */
const today = () => (now = new Date());
const oldEnoughLater = () => (now = new Date(Date.now() + MEMBER_AGE_DAYS * DAY_MS));

/** A user registered through the API from `address`, e-mail verified and signed in. */
async function registered(address: string): Promise<SignedInUser> {
  const username = `sim_${Date.now().toString(36)}_${(sequence += 1)}`;
  const email = await registerAndVerify(ctx, mail, PUBLIC_URL, username, {
    'x-forwarded-for': address,
  });
  const login = await send(ctx, 'POST', '/api/login', { email, password: PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
  const { id, token } = login.json<{ id: number; token: string }>();
  return { id, username, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Five comments on two different days, and three early approvals of real accounts an
 * administrator then verified: the work that, with the account's age, makes a member. The
 * comments are posted through the API; two are then dated the day before.
 */
async function withHistory(user: SignedInUser) {
  await world.confirmedVotes([user]);
  for (let index = 0; index < 5; index += 1) {
    const posted = await send(
      ctx,
      'POST',
      '/api/comments',
      { personId, text: `An ordinary remark number ${index} about this person.` },
      user,
    );
    expect(posted.statusCode, posted.body).toBe(201);
  }
  const mine = await ctx.database.db
    .select({ id: comments.id })
    .from(comments)
    .where(eq(comments.userId, user.id))
    .limit(2);
  for (const { id } of mine) {
    await ctx.database.db
      .update(comments)
      .set({ createdAt: new Date(Date.now() - DAY_MS) })
      .where(eq(comments.id, id));
  }
  return user;
}

async function members(count: number, network: (index: number) => string) {
  const made: SignedInUser[] = [];
  for (let index = 0; index < count; index += 1) {
    made.push(await withHistory(await registered(network(index))));
  }
  return made;
}

async function vote(user: SignedInUser, socialAccountId: number, isApproval = true) {
  const response = await send(ctx, 'POST', '/api/votes', { socialAccountId, isApproval }, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VoteResult>();
}

/** A pending account of a person of its own (a second one on a platform would wait for an admin). */
async function pendingAccount() {
  const person = await createPerson(ctx.database.db);
  return createAccount(ctx.database.db, { personId: person.id, submittedById: submitter.id });
}

async function accountRead({ id: accountId, personId: owner }: { id: number; personId: number }) {
  const response = await send(ctx, 'GET', `/api/people/${owner}`);
  expect(response.statusCode, response.body).toBe(200);
  const account = response
    .json<{ socialAccounts: SocialAccount[] }>()
    .socialAccounts.find((each) => each.id === accountId);
  expect(account, `account ${accountId} on the person page`).toBeDefined();
  return account!;
}

async function storedStatus(accountId: number) {
  const [account] = await ctx.database.db
    .select({ status: socialAccounts.status, counted: socialAccounts.countedApprovals })
    .from(socialAccounts)
    .where(eq(socialAccounts.id, accountId));
  return account!;
}

const naming = (flag: TrustFlag, users: SignedInUser[]) =>
  users.every((user) => flag.userIds.includes(user.id));

describe('a ring of 20 fresh accounts approving one fake account', () => {
  it('from one network: stays pending with 0 counted approvals and opens a flag', async () => {
    today();
    const fake = await pendingAccount();
    const ring: SignedInUser[] = [];
    for (let index = 0; index < 20; index += 1)
      ring.push(await registered(`203.0.113.${index + 1}`));
    for (const user of ring) {
      expect(await vote(user, fake.id)).toMatchObject({
        counted: false,
        reason: 'new_member',
        status: 'pending',
      });
    }
    const read = await accountRead(fake);
    expect(read).toMatchObject({ approvalCount: 20, countedApprovals: 0, isVerified: false });
    expect(read.verification).toMatchObject({
      basis: 'pending',
      summary: '0 of 20 approvals count so far',
    });
    const open = await world.flags('open');
    expect(open.find((flag) => flag.kind === 'network' && naming(flag, ring))).toMatchObject({
      accountIds: [fake.id],
    });
  });

  it('from 20 different networks: stays pending with 0 counted approvals and opens a burst flag', async () => {
    today();
    const fake = await pendingAccount();
    const ring: SignedInUser[] = [];
    for (let index = 0; index < 20; index += 1) ring.push(await registered(`198.51.${index}.7`));
    for (const user of ring) expect((await vote(user, fake.id)).counted).toBe(false);
    expect(await accountRead(fake)).toMatchObject({ approvalCount: 20, countedApprovals: 0 });
    const burst = (await world.flags('open')).find(
      (flag) => flag.kind === 'burst' && flag.accountIds.includes(fake.id),
    );
    expect(burst?.userIds).toHaveLength(20);
    expect(
      (await world.flags('open')).some((flag) => flag.kind === 'network' && naming(flag, ring)),
    ).toBe(false);
  });
});

describe('established voters', () => {
  it('10 members and trusted users with independent histories verify a real account at the 10th counted approval', async () => {
    today();
    const established = await members(5, (index) => `192.${index + 10}.0.20`);
    const trusted: SignedInUser[] = [];
    for (let index = 0; index < 5; index += 1) {
      const user = await registered(`100.64.${index + 1}.1`);
      const granted = await send(
        ctx,
        'POST',
        `/api/admin/users/${user.id}/standing`,
        { standing: 'trusted' },
        admin,
      );
      expect(granted.statusCode, granted.body).toBe(200);
      trusted.push(user);
    }
    oldEnoughLater();
    // The minute's evaluation of standings finds the accounts that came of age.
    await refreshDueStandings(ctx.database.db, now);
    const real = await pendingAccount();
    const voters = [...established, ...trusted];
    for (const [index, user] of voters.entries()) {
      const answer = await vote(user, real.id);
      expect(answer).toMatchObject({ counted: true, countedApprovals: index + 1 });
      expect(answer.status).toBe(index < 9 ? 'pending' : 'verified');
    }
    const read = await accountRead(real);
    expect(read).toMatchObject({ isVerified: true, countedApprovals: 10 });
    expect(read.verification.basis).toBe('community');
    expect(read.verification.summary).toBe(
      'Verified: 10 approvals from 10 independent groups of established members',
    );
  });

  it('a member maturing from new makes their earlier vote on a pending account count', async () => {
    today();
    const newcomer = await withHistory(await registered('192.0.2.50'));
    const account = await pendingAccount();
    expect(await vote(newcomer, account.id)).toMatchObject({
      counted: false,
      reason: 'new_member',
    });
    expect((await storedStatus(account.id)).counted).toBe(0);

    oldEnoughLater();
    await refreshDueStandings(ctx.database.db, now);
    expect((await storedStatus(account.id)).counted).toBe(1);
    const { votes } = await world.tally(account.id);
    expect(votes).toEqual([
      expect.objectContaining({ userId: newcomer.id, weight: 1, reason: null, standing: 'member' }),
    ]);
  });
});

describe('flags an admin judges', () => {
  it('confirming the followers of a ring of members that verified an account returns it to pending, and reopening restores it', async () => {
    today();
    const ring = await members(10, (index) => `172.${index + 16}.0.9`);
    oldEnoughLater();
    const [first, second, third] = [
      await pendingAccount(),
      await pendingAccount(),
      await pendingAccount(),
    ];
    for (const user of ring) await vote(user, first.id);
    expect((await storedStatus(first.id)).status).toBe('verified');
    // From the second account on, voting together within the hour makes the ring one group.
    for (const user of ring) await vote(user, second.id);
    expect(await storedStatus(second.id)).toEqual({ status: 'pending', counted: 10 });

    // The third account in lockstep completes the pattern: each voter followed the first.
    for (const user of ring) await vote(user, third.id);
    const pairs = (await world.flags('open')).filter(
      (each) => each.kind === 'pair' && each.userIds.every((id) => ring.some((u) => u.id === id)),
    );
    expect(pairs.flatMap((each) => each.userIds).sort((a, b) => a - b)).toEqual(
      ring.slice(1).map((user) => user.id),
    );
    expect(
      pairs.every((each) => each.accountIds.join() === [first.id, second.id, third.id].join()),
    ).toBe(true);

    const [feedBefore] = await queryRows<{ cursor: number }>(
      ctx.database.db,
      sql`select coalesce(max(id), 0)::int as cursor from directory_changes`,
    );
    for (const flag of pairs)
      expect((await world.actOnFlag(flag.id, 'confirm')).status).toBe('confirmed');
    expect(await storedStatus(first.id)).toEqual({ status: 'pending', counted: 1 });
    const removed = await queryRows<{ account_id: number }>(
      ctx.database.db,
      sql`select account_id from directory_changes
          where id > ${feedBefore!.cursor} and kind = 'account_removed' order by account_id`,
    );
    expect(removed.map((row) => row.account_id)).toEqual([first.id]);
    const weights = (await world.tally(first.id)).votes.map((each) => each.reason);
    expect(weights).toEqual([null, ...ring.slice(1).map(() => 'flag_confirmed')]);

    for (const flag of pairs)
      expect((await world.actOnFlag(flag.id, 'reopen')).status).toBe('open');
    expect((await storedStatus(first.id)).status).toBe('verified');
  });

  it('two members of one household are flagged, and clearing the flag makes both votes count', async () => {
    today();
    const household = await members(2, (index) => `203.0.114.${index + 1}`);
    oldEnoughLater();
    const account = await pendingAccount();
    for (const user of household) await vote(user, account.id);
    expect((await storedStatus(account.id)).counted).toBe(1);
    const flag = (await world.flags('open')).find(
      (each) => each.kind === 'network' && naming(each, household),
    );
    expect(flag).toBeDefined();
    expect(
      (await world.tally(account.id)).votes.map((each) => [each.userId, each.weight, each.reason]),
    ).toEqual([
      [household[0]!.id, 1, null],
      [household[1]!.id, 0, 'flag_counted_once'],
    ]);

    expect((await world.actOnFlag(flag!.id, 'clear')).status).toBe('cleared');
    expect((await storedStatus(account.id)).counted).toBe(2);
    expect((await world.flags('closed')).some((each) => each.id === flag!.id)).toBe(true);
    const again = await send(
      ctx,
      'POST',
      `/api/admin/trust-flags/${flag!.id}`,
      { action: 'clear' },
      admin,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This flag is already cleared; reopen it first');
  });
});
