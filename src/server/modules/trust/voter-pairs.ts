import { type SQL, sql } from 'drizzle-orm';
import {
  CO_VOTING_MIN_SHARE,
  CO_VOTING_MIN_SHARED,
  FOLLOWING_MIN_ACCOUNTS,
  FOLLOWING_WINDOW_MINUTES,
  PAIRED_VOTERS_PER_ACCOUNT,
  SUBMITTER_MIN_APPROVALS,
} from '@shared/constants';
import type { Database } from '../../platform/database/client';
import { namedStatement, typedPlaceholder } from '../../platform/database/prepared';

/*
 * What the independent groups are built from, stored as data each vote updates in O(the
 * account's voters) (decision 0032): users' vote and approval counts, each pair's alike votes
 * and close ones, each voter's approvals of each submitter; a pair or a voter and submitter
 * that reach a link's thresholds get their voter_links row in the same statement. A tally
 * then reads the links among its voters and never a voter's history.
 */

/** A vote as its write changed it: as it is now, and as it was before (null: new). */
export interface CountedVote {
  accountId: number;
  userId: number;
  isApproval: boolean;
  votedAt: Date | string;
  previous: { isApproval: boolean; votedAt: Date | string } | null;
  submitterId: number | null;
}

const WINDOW_SECONDS = FOLLOWING_WINDOW_MINUTES * 60;

/** Two votes alike (1) or not (0), and alike within the following window (1) or not (0). */
const alike = (mine: SQL, theirs: SQL) => sql`(${theirs} = ${mine})::int`;
const close = (mine: SQL, mineAt: SQL, theirs: SQL, theirsAt: SQL) =>
  sql`(${theirs} = ${mine} and abs(extract(epoch from ${theirsAt} - ${mineAt})) <= ${WINDOW_SECONDS})::int`;

/**
 * The links the stored counts now call for, between `pairs` (a statement returning user_a,
 * user_b, alike and close), given `histories` (returning each user's id and vote_count):
 * voting alike on CO_VOTING_MIN_SHARED accounts covering CO_VOTING_MIN_SHARE of the smaller
 * history, or close on FOLLOWING_MIN_ACCOUNTS; never between users whose flag a moderator
 * cleared (independent people).
 */
export const pairLinks = (pairs: SQL, histories: SQL) => sql`
  select p.user_a, p.user_b,
    case when p.co_voting then 'co_voting' else 'following' end as kind
  from (
    select p.user_a, p.user_b, p.close,
      p.alike >= ${CO_VOTING_MIN_SHARED}
        and p.alike >= ${CO_VOTING_MIN_SHARE}::numeric * least(ha.vote_count, hb.vote_count) as co_voting
    from (${pairs}) p
    join (${histories}) ha on ha.id = p.user_a
    join (${histories}) hb on hb.id = p.user_b
    where p.alike >= ${CO_VOTING_MIN_SHARED} or p.close >= ${FOLLOWING_MIN_ACCOUNTS}
  ) p
  where (p.co_voting or p.close >= ${FOLLOWING_MIN_ACCOUNTS})
    and not exists (select 1 from trust_flags f where f.status = 'cleared'
      and f.user_ids @> array[p.user_a, p.user_b])`;

/**
 * The submitter links `approvals` (returning voter_id, submitter_id and approvals) call for,
 * given `histories` (returning each user's id and approval_count): SUBMITTER_MIN_APPROVALS
 * approvals of one submitter's accounts, CO_VOTING_MIN_SHARE of all the voter's approvals.
 */
export const submitterLinks = (approvals: SQL, histories: SQL) => sql`
  select least(s.voter_id, s.submitter_id), greatest(s.voter_id, s.submitter_id), 'submitter'
  from (${approvals}) s join (${histories}) h on h.id = s.voter_id
  where s.approvals >= ${SUBMITTER_MIN_APPROVALS}
    and s.approvals >= ${CO_VOTING_MIN_SHARE}::numeric * h.approval_count`;

const userId = typedPlaceholder('userId', 'int');
const approvalDelta = typedPlaceholder('approvalDelta', 'int');
const now = {
  approval: typedPlaceholder('isApproval', 'boolean'),
  at: typedPlaceholder('votedAt', 'timestamptz'),
};
// A first vote has no earlier one: comparing with null takes nothing out (coalesce to 0).
const before = {
  approval: typedPlaceholder('previousApproval', 'boolean'),
  at: typedPlaceholder('previousAt', 'timestamptz'),
};
const alikeDelta = sql`${alike(now.approval, sql`is_approval`)}
  - coalesce(${alike(before.approval, sql`is_approval`)}, 0)`;
const closeDelta = sql`${close(now.approval, now.at, sql`is_approval`, sql`voted_at`)}
  - coalesce(${close(before.approval, before.at, sql`is_approval`, sql`voted_at`)}, 0)`;

const countVoteStatement = namedStatement(
  'count_vote_in_pairs',
  sql`
    with first as (
      select user_id, is_approval, voted_at from votes
      where social_account_id = ${typedPlaceholder('accountId', 'int')} order by id limit ${PAIRED_VOTERS_PER_ACCOUNT}
    ), paired as (
      select user_id, is_approval, voted_at from first
      where user_id <> ${userId} and exists (select 1 from first where user_id = ${userId})
    ), deltas as (
      select least(${userId}, user_id) as user_a, greatest(${userId}, user_id) as user_b,
        ${alikeDelta} as alike, ${closeDelta} as close
      from paired
    ), counted as (
      insert into voter_pairs as kept (user_a, user_b, alike, close)
      select user_a, user_b, alike, close from deltas
      where alike <> 0 or close <> 0
      order by user_a, user_b
      on conflict (user_a, user_b) do update
        set alike = kept.alike + excluded.alike, close = kept.close + excluded.close
      returning user_a, user_b, alike, close
    ), me as (
      update users set vote_count = vote_count + ${typedPlaceholder('firstVote', 'int')},
        approval_count = approval_count + ${approvalDelta}
      where id = ${userId}
      returning id, vote_count, approval_count
    ), favoured as (
      insert into submitter_approvals as kept (voter_id, submitter_id, approvals)
      select ${userId}, ${typedPlaceholder('submitterId', 'int')}, ${approvalDelta}
      where ${typedPlaceholder('submitted', 'boolean')} and ${approvalDelta} <> 0
      on conflict (voter_id, submitter_id) do update set approvals = kept.approvals + excluded.approvals
      returning voter_id, submitter_id, approvals
    ), history as (
      select id, vote_count from me
      union all
      select u.id, u.vote_count from users u
      where u.id in (select user_id from paired) and u.id <> ${userId}
    )
    insert into voter_links (user_a, user_b, kind)
    ${pairLinks(sql`select * from counted`, sql`select * from history`)}
    union all
    ${submitterLinks(sql`select * from favoured`, sql`select id, approval_count from me`)}
    on conflict do nothing`,
);

/**
 * Counts a vote into the stored counts and makes the links it completes, in one statement. The
 * vote is compared with each other voter among the account's first PAIRED_VOTERS_PER_ACCOUNT
 * (by the order their votes were first cast), as it was before and as it is now; a voter
 * beyond them is counted in their own history only, so that a flood of voters on one account
 * never costs every later vote thousands of rows. Runs under the account's lock, so the
 * voters it compares with are those the tally weighs.
 */
export async function countVoteInPairs(db: Database, vote: CountedVote) {
  const approvalDelta = Number(vote.isApproval) - Number(vote.previous?.isApproval ?? false);
  await countVoteStatement(db, {
    accountId: vote.accountId,
    userId: vote.userId,
    isApproval: vote.isApproval,
    votedAt: vote.votedAt,
    previousApproval: vote.previous?.isApproval ?? null,
    previousAt: vote.previous?.votedAt ?? null,
    firstVote: vote.previous ? 0 : 1,
    approvalDelta,
    submitterId: vote.submitterId,
    submitted: vote.submitterId !== null && vote.submitterId !== vote.userId,
  });
}
