import { sql } from 'drizzle-orm';
import { VERIFICATION_THRESHOLD } from '@shared/constants';
import type { Standing } from '@shared/schemas/standing';
import { type FlagInForce, type Tally, weighBallots } from '@shared/tally';
import { queryRows } from '../../db/client';
import {
  type AccountStatus,
  type DecisionBasis,
  setAccountStatus,
  statusAfterVotes,
} from '../accounts';
import type { DerivedData } from '../derived-data';

export interface TalliedAccount {
  accountId: number;
  personId: number;
  submittedById: number | null;
  status: AccountStatus;
  approvalCount: number;
  rejectionCount: number;
  tally: Tally;
  /** The tally decided a pending account. */
  decided: boolean;
  /** The tally returned a verified account to pending (only when reconsidering decisions). */
  unverified: boolean;
}

interface LockedAccount {
  id: number;
  person_id: number;
  status: AccountStatus;
  decision_basis: DecisionBasis | null;
  submitted_by_id: number | null;
  is_deleted: boolean;
}

/** The votes of an account in the order they were cast, with each voter's kept standing. */
function ballotsOf(derived: DerivedData, accountId: number) {
  return queryRows<{ id: number; userId: number; isApproval: boolean; standing: Standing }>(
    derived.tx,
    sql`select v.id, v.user_id as "userId", v.is_approval as "isApproval", u.standing
        from votes v join users u on u.id = v.user_id
        where v.social_account_id = ${accountId}
        order by v.voted_at, v.id`,
  );
}

/**
 * The open and confirmed flags that name any of these users. A burst names new users, whose
 * votes count 0 already: it shows admins a ring forming and weighs nothing. (Read while other
 * votes commit, a burst may also name a voter whose own vote is making them a member.)
 */
function flagsInForce(derived: DerivedData, userIds: number[]) {
  return queryRows<FlagInForce>(
    derived.tx,
    sql`select id, status, user_ids as "userIds" from trust_flags
        where status in ('open', 'confirmed') and kind <> 'burst'
          and user_ids && ${sql.param(userIds)}::int[]
        order by id`,
  );
}

/**
 * Tallies an account: recounts its raw votes, weighs each vote by its voter's standing and
 * the trust flags in force (see weighBallots), keeps each vote's weight and the counted
 * sums, and decides a pending account at the thresholds over counted votes (not while an
 * open flag concerns its counted approvals, nor while a proof contradicts the claim). With `reconsider`, a verified account that
 * counted votes (or raw ones, before votes were weighed) verified returns to pending when
 * its counted approvals no longer reach the threshold: that is what confirming a ring does.
 * The account row is locked for the rest of the transaction.
 */
export async function tallyAccount(
  derived: DerivedData,
  accountId: number,
  { reconsider = false } = {},
): Promise<TalliedAccount> {
  const [account] = await queryRows<LockedAccount>(
    derived.tx,
    sql`select id, person_id, status, decision_basis, submitted_by_id, is_deleted
        from social_accounts where id = ${accountId} for update`,
  );
  if (!account) throw new Error(`No account ${accountId} to tally`);
  const ballots = await ballotsOf(derived, accountId);
  const approvalCount = ballots.filter((ballot) => ballot.isApproval).length;
  const rejectionCount = ballots.length - approvalCount;
  const people = ballots.map((ballot) => ballot.userId);
  if (account.submitted_by_id !== null) people.push(account.submitted_by_id);
  const flags = people.length ? await flagsInForce(derived, people) : [];
  const weighed = weighBallots(ballots, flags, account.submitted_by_id);
  // A proof whose page names another person stops the verification until an admin looks.
  const [contradicted] = await queryRows<{ id: number }>(
    derived.tx,
    sql`select id from account_proofs
        where social_account_id = ${accountId} and state = 'contradicting' limit 1`,
  );
  const tally = { ...weighed, held: weighed.held || contradicted !== undefined };

  if (ballots.length > 0) {
    await derived.tx.execute(sql`
      update votes v set weight = w.weight, weight_reason = w.reason
      from unnest(
        ${sql.param(ballots.map((ballot) => ballot.id))}::int[],
        ${sql.param(tally.ballots.map((ballot) => ballot.weight))}::int[],
        ${sql.param(tally.ballots.map((ballot) => ballot.reason))}::text[]
      ) as w(id, weight, reason)
      where v.id = w.id and (v.weight <> w.weight or v.weight_reason is distinct from w.reason)`);
  }
  await derived.tx.execute(sql`
    update social_accounts set approval_count = ${approvalCount},
      rejection_count = ${rejectionCount},
      counted_approvals = ${tally.countedApprovals},
      counted_rejections = ${tally.countedRejections},
      verification_held = ${account.status === 'pending' && tally.held && tally.countedApprovals >= VERIFICATION_THRESHOLD}
    where id = ${accountId}`);

  const target = nextStatus(account, tally, reconsider);
  if (target !== account.status) {
    await setAccountStatus(
      derived,
      { id: account.id, personId: account.person_id },
      target,
      'community',
    );
  }
  return {
    accountId,
    personId: account.person_id,
    submittedById: account.submitted_by_id,
    status: target,
    approvalCount,
    rejectionCount,
    tally,
    decided: account.status === 'pending' && target !== 'pending',
    unverified: account.status === 'verified' && target === 'pending',
  };
}

function nextStatus(account: LockedAccount, tally: Tally, reconsider: boolean): AccountStatus {
  if (account.is_deleted) return account.status;
  if (account.status === 'pending') {
    const status = statusAfterVotes(tally.countedApprovals, tally.countedRejections);
    return status === 'verified' && tally.held ? 'pending' : status;
  }
  const decidedByVotes =
    account.decision_basis === 'community' || account.decision_basis === 'legacy';
  if (
    reconsider &&
    account.status === 'verified' &&
    decidedByVotes &&
    tally.countedApprovals < VERIFICATION_THRESHOLD
  ) {
    return 'pending';
  }
  return account.status;
}
