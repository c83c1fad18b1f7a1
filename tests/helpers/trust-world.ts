import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { VoteResult } from '../../src/shared/schemas/accounts';
import type { SocialAccount } from '../../src/shared/schemas/people';
import type { AccountTally, TrustFlag } from '../../src/shared/schemas/trust';
import type { UserStanding } from '../../src/shared/schemas/standing';
import { queryRows } from '../../src/server/platform/database/client';
import { comments, ratings, registrationNetworks } from '../../src/server/model/schema';
import { networkOf, wideNetworkOf } from '../../src/server/modules/users';
import {
  createAccount,
  createPerson,
  createSession,
  createUser,
  MEMBER_AGE_DAYS,
} from './factories';
import { send, type SignedInUser } from './signed-in';
import type { TestContext } from './test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far apart a paced ring casts its votes on one account: past every detection window. */
const PACE_MINUTES = 70;

/**
 * The actors of a trust simulation on one test app: users who registered from a network some
 * days ago (the attacker's wait is the only thing backdated), the cheap work an attacker does,
 * the validated record an honest newcomer earns, votes through the API, and what the public
 * and the admins then read.
 */
export function trustWorld(ctx: TestContext, admin: SignedInUser) {
  const db = ctx.database.db;

  /** A user registered from `address` `daysAgo` days ago, e-mail confirmed, signed in. */
  async function registered(address: string, daysAgo = 0): Promise<SignedInUser> {
    const createdAt = new Date(Date.now() - daysAgo * DAY_MS);
    const user = await createUser(db, { createdAt, emailVerifiedAt: createdAt });
    const network = networkOf(address)!;
    await db.insert(registrationNetworks).values({
      userId: user.id,
      networkDigest: ctx.app.secretBox.digest(network, 'registration-network'),
      wideNetworkDigest: ctx.app.secretBox.digest(
        wideNetworkOf(address)!,
        'registration-wide-network',
      ),
      registeredAt: createdAt,
    });
    const token = await createSession(db, user.id);
    return { id: user.id, username: user.username, headers: { authorization: `Bearer ${token}` } };
  }

  /** `count` users, the i-th registered from `address(i)`, `daysAgo` days ago. */
  async function many(count: number, address: (index: number) => string, daysAgo = 0) {
    const made: SignedInUser[] = [];
    for (let index = 0; index < count; index += 1)
      made.push(await registered(address(index), daysAgo));
    return made;
  }

  /** The cheapest work that meets the activity rules: five short comments on two days. */
  async function cheapWork(user: SignedInUser, personId: number) {
    await db.insert(comments).values(
      [0, 0, 0, 1, 1].map((daysAgo) => ({
        userId: user.id,
        personId,
        text: 'ok!',
        createdAt: new Date(Date.now() - daysAgo * DAY_MS),
      })),
    );
  }

  /** Five one-click ratings of verified accounts, on two days. */
  async function oneClickRatings(user: SignedInUser, accountIds: number[]) {
    await db.insert(ratings).values(
      accountIds.slice(0, 5).map((socialAccountId, index) => ({
        socialAccountId,
        userId: user.id,
        rating: 5,
        ratingType: 'social' as const,
        ratedAt: new Date(Date.now() - (index % 2) * DAY_MS),
      })),
    );
  }

  async function vote(user: SignedInUser, socialAccountId: number, isApproval = true) {
    const response = await send(ctx, 'POST', '/api/votes', { socialAccountId, isApproval }, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<VoteResult>();
  }

  /** A moderator rejects an account as fake, which burns its approvers. */
  async function rejectAsFake(accountId: number) {
    const response = await send(
      ctx,
      'POST',
      `/api/admin/social-accounts/${accountId}/reject-as-fake`,
      { reason: 'The person’s office says this account is not theirs.' },
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ message: string }>();
  }

  async function moderate(accountId: number) {
    const response = await send(
      ctx,
      'POST',
      `/api/admin/social-accounts/${accountId}/moderate`,
      { reason: 'The official site links to this account.' },
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
  }

  /**
   * Real accounts of a person of their own that these users approve while the accounts are
   * pending, which an administrator then verifies: a decision reached without them. Together,
   * the users vote on the same accounts; alone (one call per user), each on their own. Paced,
   * each vote comes PACE_MINUTES after the one before on its account, as a ring that waits
   * out the detection windows would cast them.
   */
  async function confirmedVotes(users: SignedInUser[], { count = 3, paced = false } = {}) {
    const person = await createPerson(db);
    for (let index = 0; index < count; index += 1) {
      const real = await createAccount(db, { personId: person.id });
      for (const user of users) {
        await vote(user, real.id);
        if (paced) await castEarlier(real.id, PACE_MINUTES);
      }
      await moderate(real.id);
    }
  }

  /**
   * Honest members: each registered from a network of their own, `daysAgo` days ago (old
   * enough for their votes to count, by default), working and confirmed alone.
   */
  async function honestMembers(
    count: number,
    firstOctet: number,
    personId: number,
    daysAgo = MEMBER_AGE_DAYS + 30,
  ) {
    const made = await many(count, (index) => `${firstOctet}.${index + 1}.7.9`, daysAgo);
    for (const user of made) {
      await cheapWork(user, personId);
      await confirmedVotes([user]);
    }
    return made;
  }

  async function standingOf(user: SignedInUser) {
    const response = await send(ctx, 'GET', '/api/user/standing', undefined, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<UserStanding>().standing;
  }

  /** The account as the public reads it on its person's page (undefined when hidden). */
  async function publicAccount(personId: number, accountId: number) {
    const response = await send(ctx, 'GET', `/api/people/${personId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<{ socialAccounts: SocialAccount[] }>()
      .socialAccounts.find((each) => each.id === accountId);
  }

  async function storedStatus(accountId: number) {
    const [row] = await queryRows<{ status: string }>(
      db,
      sql`select status from social_accounts where id = ${accountId}`,
    );
    return row!.status;
  }

  async function flags(status: 'open' | 'closed' = 'open') {
    const response = await send(
      ctx,
      'GET',
      `/api/admin/trust-flags?status=${status}`,
      undefined,
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ flags: TrustFlag[] }>().flags;
  }

  async function actOnFlag(flagId: number, action: 'confirm' | 'clear' | 'reopen') {
    const response = await send(ctx, 'POST', `/api/admin/trust-flags/${flagId}`, { action }, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ flag: TrustFlag }>().flag;
  }

  async function tally(accountId: number) {
    const response = await send(
      ctx,
      'GET',
      `/api/admin/social-accounts/${accountId}/tally`,
      undefined,
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AccountTally>();
  }

  /** Moves the votes on an account this much earlier, as a ring that paced itself would have cast them. */
  async function castEarlier(accountId: number, minutes: number) {
    await db.execute(sql`update votes set voted_at = voted_at - make_interval(mins => ${minutes})
                         where social_account_id = ${accountId}`);
  }

  return {
    registered,
    many,
    cheapWork,
    oneClickRatings,
    vote,
    moderate,
    rejectAsFake,
    confirmedVotes,
    honestMembers,
    standingOf,
    publicAccount,
    storedStatus,
    flags,
    actOnFlag,
    tally,
    castEarlier,
  };
}
