import { sql } from 'drizzle-orm';
import { VERIFICATION_THRESHOLD } from '@shared/constants';
import { type Ballot, type FlagInForce, type Tally, weighBallots } from '@shared/tally';
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

/** What the tally reads of the account it locked. */
export interface LockedAccount {
  id: number;
  person_id: number;
  status: AccountStatus;
  decision_basis: DecisionBasis | null;
  submitted_by_id: number | null;
  is_deleted: boolean;
}

async function lockForTally(derived: DerivedData, accountId: number) {
  const [account] = await queryRows<LockedAccount>(
    derived.tx,
    sql`select id, person_id, status, decision_basis, submitted_by_id, is_deleted
        from social_accounts where id = ${accountId} for update`,
  );
  if (!account) throw new Error(`No account ${accountId} to tally`);
  return account;
}

/**
 * What an account's tally weighs, in one statement: its votes in the order they were cast
 * with each voter's kept standing; the flags in force that name a voter or the submitter;
 * and whether a proof contradicts the claim. An open burst names new users, whose votes count
 * 0 already: it shows admins a ring forming and weighs nothing, so it is not read; a confirmed
 * one, of any kind, takes the users' weight away for good, whatever standing they grow into.
 * (Read while other votes commit, a burst may also name a voter whose own vote is making them
 * a member.)
 */
async function tallyInputs(derived: DerivedData, account: LockedAccount) {
  const [inputs] = await queryRows<{
    ballots: (Ballot & { id: number })[];
    flags: FlagInForce[];
    contradicted: boolean;
  }>(
    derived.tx,
    sql`select
          coalesce((select json_agg(json_build_object('id', v.id, 'userId', v.user_id,
              'isApproval', v.is_approval, 'standing', u.standing) order by v.voted_at, v.id)
            from votes v join users u on u.id = v.user_id
            where v.social_account_id = ${account.id}), '[]') as ballots,
          coalesce((select json_agg(json_build_object('id', f.id, 'status', f.status,
              'userIds', f.user_ids) order by f.id)
            from trust_flags f
            where (f.status = 'confirmed' or (f.status = 'open' and f.kind <> 'burst'))
              and f.user_ids && array(
                select v.user_id from votes v where v.social_account_id = ${account.id}
                union all
                select ${account.submitted_by_id}::int where ${account.submitted_by_id}::int is not null)
          ), '[]') as flags,
          exists (select 1 from account_proofs
            where social_account_id = ${account.id} and state = 'contradicting'
              and not suggested) as contradicted`,
  );
  return inputs!;
}

/**
 * Tallies an account: recounts its raw votes, weighs each vote by its voter's standing and
 * the trust flags in force (see weighBallots), keeps each vote's weight and the counted
 * sums, and decides a pending account at the thresholds over counted votes (not while an
 * open flag concerns its counted approvals, nor while a proof contradicts the claim). With `reconsider`, a verified account that
 * counted votes (or raw ones, before votes were weighed) verified returns to pending when
 * its counted approvals no longer reach the threshold: that is what confirming a ring does.
 * The account row is locked for the rest of the transaction; given the account as this
 * transaction read it under its lock, the tally does not read it again. One statement reads
 * what the tally weighs, one keeps the weights and the figures.
 */
export async function tallyAccount(
  derived: DerivedData,
  which: number | LockedAccount,
  { reconsider = false } = {},
): Promise<TalliedAccount> {
  const account = typeof which === 'number' ? await lockForTally(derived, which) : which;
  const { ballots, flags, contradicted } = await tallyInputs(derived, account);
  const approvalCount = ballots.filter((ballot) => ballot.isApproval).length;
  const rejectionCount = ballots.length - approvalCount;
  const weighed = weighBallots(ballots, flags, account.submitted_by_id);
  // A proof whose page names another person stops the verification until an admin looks.
  const tally = { ...weighed, held: weighed.held || contradicted };

  // Only the votes whose weight moved are written; the account's figures always are.
  await derived.tx.execute(sql`
    with weighed as (
      update votes v set weight = w.weight, weight_reason = w.reason
      from unnest(
        ${sql.param(ballots.map((ballot) => ballot.id))}::int[],
        ${sql.param(tally.ballots.map((ballot) => ballot.weight))}::int[],
        ${sql.param(tally.ballots.map((ballot) => ballot.reason))}::text[]
      ) as w(id, weight, reason)
      where v.id = w.id and (v.weight <> w.weight or v.weight_reason is distinct from w.reason)
    )
    update social_accounts set approval_count = ${approvalCount},
      rejection_count = ${rejectionCount},
      counted_approvals = ${tally.countedApprovals},
      counted_rejections = ${tally.countedRejections},
      verification_held = ${account.status === 'pending' && tally.held && tally.countedApprovals >= VERIFICATION_THRESHOLD}
    where id = ${account.id}`);

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
    accountId: account.id,
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
