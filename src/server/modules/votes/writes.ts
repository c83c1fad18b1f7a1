import { sql } from 'drizzle-orm';
import type { Contest, ProvenChain } from '@shared/proof-chain';
import type { HoldReason, UncountedReason } from '@shared/schemas/trust';
import { namedStatement } from '../../platform/database/prepared';
import { type ProofSummaryRow, proofSummariesOf } from '../accounts';
import { voteScreeningFollowUp, type WriteScope } from '../derived-data';
import { countVoteInPairs, type StandingColumns, tallyAccount } from '../trust';

type LockedAccount = Exclude<Parameters<typeof tallyAccount>[1], number>;

/** A voter's vote on an account as it is stored. */
export interface StoredVote {
  isApproval: boolean;
  weight: number;
  reason: UncountedReason | null;
  votedAt: string;
}

/** What the vote's first statement read: the account under its lock, the voter, their vote. */
export interface VoteTarget extends LockedAccount, StandingColumns {
  /** The account exists, is not deleted, and its person is listed. */
  found: boolean;
  approvalCount: number;
  rejectionCount: number;
  countedApprovals: number;
  countedRejections: number;
  verificationHeld: boolean;
  holdReason: HoldReason | null;
  approvalGroups: number | null;
  rejectionGroups: number | null;
  verifiedAt: Date | string | null;
  decisionNote: string | null;
  provenChain: ProvenChain | null;
  contest: Contest | null;
  /** The voter's vote as it was before this one, or null. */
  previous: StoredVote | null;
  /** The vote was written: it is new or it moved. */
  saved: boolean;
  /** When the vote written was cast. */
  votedAt: string | null;
  /** The account's proofs as its verification summarises them. */
  proofs: ProofSummaryRow[];
}

type Vote = { socialAccountId: number; userId: number; isApproval: boolean };

/**
 * The vote's first statement: locks the account (writers of one account take turns until the
 * transaction ends) and, when it is pending, saves the vote unless it repeats the voter's
 * vote; reads beside it the voter's earlier vote and what their stored standing rests on. The
 * caller refuses what the account's state forbids, which rolls the saved vote back.
 *
 * The statement reads as of its start, before the lock it may wait for: a request of the same
 * voter's that committed meanwhile changed their vote unseen. The vote is then saved only if
 * the row under the lock is the one the statement saw (its version, xmin), so what the vote
 * is counted against (`previous`) is never stale; otherwise nothing is written and `raced`
 * says to run the statement again, which now holds the lock and sees that vote.
 */
export async function saveVote(write: WriteScope, vote: Vote): Promise<VoteTarget> {
  const target = await runSaveVote(write, vote);
  // Raced: the lock is this transaction's now, so the statement again sees the vote that was
  // committed while it waited, and saves against it or finds a repeat.
  return target.raced ? runSaveVote(write, vote) : target;
}

const accountId = sql.placeholder('accountId');
const userId = sql.placeholder('userId');
const isApproval = sql.placeholder('isApproval');

// The person is read beside the account rather than joined: a locked read that waited for
// a merge then sees the account under the person it moved to.
const saveVoteStatement = namedStatement<VoteTarget & { raced: boolean }>(
  'save_vote',
  sql`with account as (
        select a.id, a.person_id, a.status, a.decision_basis, a.submitted_by_id, a.is_deleted,
          a.platform_id, a.approval_count as "approvalCount", a.rejection_count as "rejectionCount",
          a.counted_approvals as "countedApprovals", a.counted_rejections as "countedRejections",
          a.approval_groups as "approvalGroups", a.rejection_groups as "rejectionGroups",
          a.verification_held as "verificationHeld", a.hold_reason as "holdReason",
          a.verified_at as "verifiedAt", a.decision_note as "decisionNote",
          a.proven_chain as "provenChain", a.contest,
          (select p.is_deleted from people p where p.id = a.person_id) as person_deleted
        from social_accounts a where a.id = ${accountId} and not a.is_deleted
        for update
      ), seen as (
        select v.xmin as version, v.is_approval, v.weight, v.weight_reason, v.voted_at
        from votes v where v.social_account_id = ${accountId} and v.user_id = ${userId}
      ), saved as (
        insert into votes (social_account_id, user_id, is_approval)
        select id, ${userId}, ${isApproval} from account
        where status = 'pending' and not person_deleted
        on conflict (social_account_id, user_id) do update
          set is_approval = excluded.is_approval, voted_at = now()
          where votes.is_approval <> excluded.is_approval
            and votes.xmin = (select version from seen)
        returning id, voted_at
      )
      select account.*, account.id is not null and not account.person_deleted as found,
        (select json_build_object('isApproval', is_approval, 'weight', weight,
            'reason', weight_reason, 'votedAt', voted_at) from seen) as previous,
        exists (select 1 from saved) as saved,
        (select voted_at from saved) as "votedAt",
        not exists (select 1 from saved) and account.status = 'pending'
          and not account.person_deleted
          and (select is_approval from seen) is distinct from ${isApproval}::boolean as raced,
        ${proofSummariesOf(accountId)} as proofs,
        u.standing, u.standing_checked_at, u.role, u.trusted_at, u.email_verified_at, u.created_at
      from users u left join account on true
      where u.id = ${userId}`,
);

async function runSaveVote(write: WriteScope, vote: Vote) {
  const [target] = await saveVoteStatement(write.tx, {
    accountId: vote.socialAccountId,
    userId: vote.userId,
    isApproval: vote.isApproval,
  });
  return target!;
}

/**
 * After saveVote saved a vote: counts it into what the independent groups are built from
 * (countVoteInPairs, O(the account's voters)), then tallies the account from its vote rows
 * (never incremented blindly), which may decide it. The voter's standing and the trust
 * signals the vote may complete are the pipeline's, after the response (decision 0032).
 */
export async function tallyVote(write: WriteScope, vote: Vote, target: VoteTarget) {
  await countVoteInPairs(write.tx, {
    accountId: vote.socialAccountId,
    userId: vote.userId,
    isApproval: vote.isApproval,
    votedAt: target.votedAt!,
    previous: target.previous,
    submitterId: target.submitted_by_id,
  });
  write.followUp(voteScreeningFollowUp, {
    accountId: vote.socialAccountId,
    userId: vote.userId,
    isApproval: vote.isApproval,
    submittedById: target.submitted_by_id,
    known: target,
  });
  return tallyAccount(write, target);
}
