import { sql } from 'drizzle-orm';
import {
  BURST_MIN_VOTES,
  BURST_WINDOW_MINUTES,
  LOCKSTEP_MIN_ACCOUNTS,
  LOCKSTEP_MIN_SHARE,
  LOCKSTEP_WINDOW_MINUTES,
  NETWORK_REGISTRATION_WINDOW_HOURS,
  SUBMITTER_MIN_APPROVALS,
  SUBMITTER_WINDOW_MINUTES,
} from '@shared/constants';
import { countOf } from '@shared/plural';
import type { TrustSignal } from '@shared/schemas/trust';
import { type Database, queryRows } from '../../db/client';
import { raiseFlag } from './flags';

/** A vote just recorded, as detection reads it. */
export interface RecordedVote {
  accountId: number;
  userId: number;
  isApproval: boolean;
  submittedById: number | null;
}

type Detected = {
  kind: TrustSignal['kind'];
  userIds: number[];
  accountIds: number[];
  detail: string;
};

const notTrusted = (alias: string) => sql.raw(`${alias}.standing <> 'trusted'`);

/** Users registered close to the voter from the voter's network who voted alike here. */
async function sameNetwork(db: Database, vote: RecordedVote): Promise<Detected | null> {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select v.user_id from votes v
        join users u on u.id = v.user_id
        join registration_networks theirs on theirs.user_id = v.user_id
        join registration_networks mine on mine.user_id = ${vote.userId}
        where v.social_account_id = ${vote.accountId} and v.user_id <> ${vote.userId}
          and v.is_approval = ${vote.isApproval} and ${notTrusted('u')}
          and theirs.network_digest = mine.network_digest
          and abs(extract(epoch from theirs.registered_at - mine.registered_at))
            <= ${NETWORK_REGISTRATION_WINDOW_HOURS * 3600}`,
  );
  if (rows.length === 0) return null;
  const userIds = [vote.userId, ...rows.map((row) => row.user_id)];
  return {
    kind: 'network',
    userIds,
    accountIds: [vote.accountId],
    detail:
      `${countOf(userIds.length, 'user')} registered from one network within ` +
      `${NETWORK_REGISTRATION_WINDOW_HOURS} hours voted alike on one account`,
  };
}

/**
 * Users who voted alike here within the lockstep window and whose votes agree with the
 * voter's, each pair within the window, on enough accounts covering enough of either's votes.
 */
async function lockstepPairs(db: Database, vote: RecordedVote): Promise<Detected[]> {
  const window = LOCKSTEP_WINDOW_MINUTES * 60;
  const rows = await queryRows<{
    user_id: number;
    account_ids: number[];
    theirs: number;
    mine: number;
  }>(
    db,
    sql`with mine as (
          select social_account_id, is_approval, voted_at from votes where user_id = ${vote.userId}
        ), candidates as (
          select v.user_id from votes v
          join users u on u.id = v.user_id
          join votes this on this.social_account_id = v.social_account_id
            and this.user_id = ${vote.userId}
          where v.social_account_id = ${vote.accountId} and v.user_id <> ${vote.userId}
            and v.is_approval = ${vote.isApproval} and ${notTrusted('u')}
            and abs(extract(epoch from v.voted_at - this.voted_at)) <= ${window}
        )
        select c.user_id, array_agg(m.social_account_id order by m.social_account_id) as account_ids,
          (select count(*) from votes all_theirs where all_theirs.user_id = c.user_id)::int as theirs,
          (select count(*) from mine)::int as mine
        from candidates c
        join votes o on o.user_id = c.user_id
        join mine m on m.social_account_id = o.social_account_id and m.is_approval = o.is_approval
          and abs(extract(epoch from m.voted_at - o.voted_at)) <= ${window}
        group by c.user_id`,
  );
  return rows
    .filter(
      (row) =>
        row.account_ids.length >= LOCKSTEP_MIN_ACCOUNTS &&
        (row.account_ids.length >= row.theirs * LOCKSTEP_MIN_SHARE ||
          row.account_ids.length >= row.mine * LOCKSTEP_MIN_SHARE),
    )
    .map((row) => ({
      kind: 'pair' as const,
      userIds: [vote.userId, row.user_id],
      accountIds: row.account_ids,
      detail:
        `2 users voted alike within ${LOCKSTEP_WINDOW_MINUTES} minutes of each other on ` +
        `${countOf(row.account_ids.length, 'account')} (of ${row.mine} and ${row.theirs} votes)`,
    }));
}

/** Many votes of new users on one account within a short time: a ring forming. */
async function newcomerBurst(db: Database, vote: RecordedVote): Promise<Detected | null> {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select v.user_id from votes v join users u on u.id = v.user_id
        where v.social_account_id = ${vote.accountId} and u.standing = 'new'
          and v.voted_at >= now() - make_interval(mins => ${BURST_WINDOW_MINUTES})`,
  );
  if (rows.length < BURST_MIN_VOTES) return null;
  return {
    kind: 'burst',
    userIds: rows.map((row) => row.user_id),
    accountIds: [vote.accountId],
    detail: `${countOf(rows.length, 'vote')} from new users on one account within ${BURST_WINDOW_MINUTES} minutes`,
  };
}

/** A voter approving several accounts of one submitter, each soon after it was submitted. */
async function submitterFavourite(db: Database, vote: RecordedVote): Promise<Detected | null> {
  if (!vote.isApproval || vote.submittedById === null) return null;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select a.id from votes v
        join social_accounts a on a.id = v.social_account_id
        join users submitter on submitter.id = a.submitted_by_id
        where v.user_id = ${vote.userId} and v.is_approval
          and a.submitted_by_id = ${vote.submittedById} and ${notTrusted('submitter')}
          and v.voted_at - a.submitted_at <= make_interval(mins => ${SUBMITTER_WINDOW_MINUTES})
        order by a.id`,
  );
  if (rows.length < SUBMITTER_MIN_APPROVALS) return null;
  return {
    kind: 'submitter',
    userIds: [vote.userId, vote.submittedById],
    accountIds: rows.map((row) => row.id),
    detail:
      `A voter approved ${countOf(rows.length, 'account')} of one submitter, each within ` +
      `${SUBMITTER_WINDOW_MINUTES} minutes of its submission`,
  };
}

/**
 * Looks for the trust signals a vote may complete and raises (or widens) a flag for each.
 * Trusted voters are vetted by an admin and exempt. Runs in the vote's transaction, after
 * the vote is recorded and before the tally, so the tally already weighs a new flag.
 * Answers the other accounts a new or wider flag names, to be tallied again.
 */
export async function detectAfterVote(db: Database, vote: RecordedVote): Promise<number[]> {
  const [voter] = await queryRows<{ standing: string }>(
    db,
    sql`select standing from users where id = ${vote.userId}`,
  );
  if (!voter || voter.standing === 'trusted') return [];
  const found = [
    await sameNetwork(db, vote),
    ...(await lockstepPairs(db, vote)),
    await newcomerBurst(db, vote),
    await submitterFavourite(db, vote),
  ];
  const named = new Set<number>();
  for (const signal of found) {
    if (signal && (await raiseFlag(db, signal))) {
      for (const accountId of signal.accountIds) named.add(accountId);
    }
  }
  named.delete(vote.accountId);
  return [...named];
}
