import { type SQL, sql } from 'drizzle-orm';
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
import type { VoterLink } from '@shared/independence';
import type { TrustSignal } from '@shared/schemas/trust';
import { type Database, queryRows } from '../../platform/database/client';
import { preparedOn } from '../../platform/database/prepared';
import { users } from '../../model/schema';
import { runWrite, type WriteScope } from '../derived-data';
import { raiseFlag } from './flag-raising';
import { linksAmongQuery } from './independence';

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

/**
 * The vote as the detection statement's placeholders: the statement is prepared once and sent
 * by name, so the server plans its many joins once per connection rather than on every vote
 * (planning it took longer than running it).
 */
const voteParams = {
  accountId: sql`${sql.placeholder('accountId')}::int`,
  userId: sql`${sql.placeholder('userId')}::int`,
  isApproval: sql`${sql.placeholder('isApproval')}::boolean`,
  submittedById: sql`${sql.placeholder('submittedById')}::int`,
} satisfies Record<keyof RecordedVote, SQL>;

/** Users registered close to the voter from the voter's network who voted alike here. */
const sameNetworkQuery = sql`select coalesce(json_agg(v.user_id), '[]') from votes v
      join users u on u.id = v.user_id
      join registration_networks theirs on theirs.user_id = v.user_id
      join registration_networks mine on mine.user_id = ${voteParams.userId}
      where v.social_account_id = ${voteParams.accountId} and v.user_id <> ${voteParams.userId}
        and v.is_approval = ${voteParams.isApproval} and ${notTrusted('u')}
        and theirs.network_digest = mine.network_digest
        and abs(extract(epoch from theirs.registered_at - mine.registered_at))
          <= ${NETWORK_REGISTRATION_WINDOW_HOURS * 3600}`;

function sameNetwork(vote: RecordedVote, others: number[]): Detected | null {
  if (others.length === 0) return null;
  const userIds = [vote.userId, ...others];
  return {
    kind: 'network',
    userIds,
    accountIds: [vote.accountId],
    detail:
      `${countOf(userIds.length, 'user')} registered from one network within ` +
      `${NETWORK_REGISTRATION_WINDOW_HOURS} hours voted alike on one account`,
  };
}

interface PairRow {
  user_id: number;
  username: string;
  voter_username: string;
  account_ids: number[];
  theirs: number;
  mine: number;
  /** Of those accounts, how many the voter voted on after the other user, and before. */
  followed: number;
  led: number;
}

/**
 * Users who voted alike here within the lockstep window and whose votes agree with the
 * voter's, each pair within the window, on enough accounts covering enough of either's votes.
 * Only the pairs whose stored counts could reach that (decision 0032: alike within the wider
 * following window on as many accounts) are looked for in the two histories, so a vote that
 * completes nothing reads no history. They are materialized apart from the histories' join:
 * planned as one join of eight tables, the statement took 15 to 28 ms to plan.
 */
const lockstepQuery = (() => {
  const window = LOCKSTEP_WINDOW_MINUTES * 60;
  return sql`with candidates as (
        select v.user_id, u.username, u.vote_count from votes v
        join users u on u.id = v.user_id
        join votes this on this.social_account_id = v.social_account_id
          and this.user_id = ${voteParams.userId}
        where v.social_account_id = ${voteParams.accountId} and v.user_id <> ${voteParams.userId}
          and v.is_approval = ${voteParams.isApproval} and ${notTrusted('u')}
          and abs(extract(epoch from v.voted_at - this.voted_at)) <= ${window}
      ), me as (
        select username, vote_count from users where id = ${voteParams.userId}
      ), plausible as materialized (
        select c.* from candidates c cross join me
        join voter_pairs kept on kept.user_a = least(c.user_id, ${voteParams.userId})
          and kept.user_b = greatest(c.user_id, ${voteParams.userId})
        where kept.close >= ${LOCKSTEP_MIN_ACCOUNTS}
          and kept.close >= ${LOCKSTEP_MIN_SHARE}::numeric * least(c.vote_count, me.vote_count)
      ), pairs as (
        select c.user_id, array_agg(m.social_account_id order by m.social_account_id) as account_ids,
          c.username, me.username as voter_username, c.vote_count as theirs, me.vote_count as mine,
          count(*) filter (where m.voted_at > o.voted_at)::int as followed,
          count(*) filter (where m.voted_at < o.voted_at)::int as led
        from plausible c cross join me
        join votes o on o.user_id = c.user_id
        join votes m on m.user_id = ${voteParams.userId} and m.social_account_id = o.social_account_id
          and m.is_approval = o.is_approval
          and abs(extract(epoch from m.voted_at - o.voted_at)) <= ${window}
        group by c.user_id, c.username, c.vote_count, me.username, me.vote_count
      )
      select coalesce(json_agg(pairs), '[]') from pairs`;
})();

/**
 * The pairs whose lockstep votes reach the thresholds, each naming who followed whom: when one
 * of the two always voted after the other, the flag names the follower alone (copying someone's
 * public votes must not put the one copied under a flag); otherwise both.
 */
function lockstepPairs(vote: RecordedVote, rows: PairRow[]): Detected[] {
  return rows
    .filter(
      (row) =>
        row.account_ids.length >= LOCKSTEP_MIN_ACCOUNTS &&
        (row.account_ids.length >= row.theirs * LOCKSTEP_MIN_SHARE ||
          row.account_ids.length >= row.mine * LOCKSTEP_MIN_SHARE),
    )
    .map((row) => {
      const shared = row.account_ids.length;
      const votes = `(of ${row.mine} and ${row.theirs} votes)`;
      const within = `within ${LOCKSTEP_WINDOW_MINUTES} minutes`;
      const follower =
        row.followed === shared
          ? { id: vote.userId, name: row.voter_username, leader: row.username }
          : row.led === shared
            ? { id: row.user_id, name: row.username, leader: row.voter_username }
            : null;
      return {
        kind: 'pair' as const,
        userIds: follower ? [follower.id] : [vote.userId, row.user_id],
        accountIds: row.account_ids,
        detail: follower
          ? `${follower.name} voted like ${follower.leader}, after them and ${within}, on ` +
            `${countOf(shared, 'account')} ${votes}`
          : `${row.voter_username} and ${row.username} voted alike ${within} of each other, ` +
            `each first on some, on ${countOf(shared, 'account')} ${votes}`,
      };
    });
}

/**
 * Many votes of new users on one account within a short time: a ring forming. The account's
 * recent votes are read first, then their voters: led by the users, the plan would read every
 * new user's vote on the account (thousands at a launch, under a count that says few).
 */
const newcomerBurstQuery = sql`with recent as materialized (
        select user_id from votes where social_account_id = ${voteParams.accountId}
          and voted_at >= now() - make_interval(mins => ${BURST_WINDOW_MINUTES}))
      select coalesce(json_agg(r.user_id), '[]') from recent r join users u on u.id = r.user_id
      where u.standing = 'new'`;

/**
 * A burst names only the newcomers linked to another one of it: registered from one network
 * (or alike votes, following: linksAmongQuery), or registered within the burst window of each
 * other (the one before or after in the order of registration, so a brigade of thousands is
 * sorted once, not compared pair by pair); never a newcomer elsewhere, who registered on a
 * day of their own and happened to vote in the hour.
 */
async function newcomerBurst(
  write: WriteScope,
  vote: RecordedVote,
  userIds: number[],
): Promise<Detected | null> {
  if (userIds.length < BURST_MIN_VOTES) return null;
  const ids = sql.param(userIds);
  const [row] = await queryRows<{ links: VoterLink[]; together: number[] }>(
    write.tx,
    sql`select (${linksAmongQuery(sql`select unnest(${ids}::int[])`)}) as links,
          coalesce(array(select id from (
            select id, created_at,
              lag(created_at) over (order by created_at, id) as before,
              lead(created_at) over (order by created_at, id) as after
            from users where id = any(${ids}::int[])) sorted
            where sorted.created_at - sorted.before <= make_interval(mins => ${BURST_WINDOW_MINUTES})
              or sorted.after - sorted.created_at <= make_interval(mins => ${BURST_WINDOW_MINUTES})
          ), '{}') as together`,
  );
  const linked = [...new Set([...row!.links.flatMap((link) => link.userIds), ...row!.together])]
    .filter((userId) => userIds.includes(userId))
    .sort((a, b) => a - b);
  if (linked.length < 2) return null;
  return {
    kind: 'burst',
    userIds: linked,
    accountIds: [vote.accountId],
    detail:
      `${countOf(userIds.length, 'vote')} from new users on one account within ` +
      `${BURST_WINDOW_MINUTES} minutes, ${countOf(linked.length, 'user')} of them linked to each other`,
  };
}

/**
 * A voter approving several accounts of one submitter, each soon after it was submitted; the
 * history is read only when the stored count of the voter's approvals of the submitter's
 * accounts (at any time) reaches the number.
 */
const submitterFavouriteQuery = sql`select coalesce(json_agg(a.id order by a.id), '[]')
        from votes v
        join social_accounts a on a.id = v.social_account_id
        join users submitter on submitter.id = a.submitted_by_id
        where ${voteParams.isApproval} and v.user_id = ${voteParams.userId} and v.is_approval
          and a.submitted_by_id = ${voteParams.submittedById} and ${notTrusted('submitter')}
          and v.voted_at - a.submitted_at <= make_interval(mins => ${SUBMITTER_WINDOW_MINUTES})
          and exists (select 1 from submitter_approvals kept where kept.voter_id = ${voteParams.userId}
            and kept.submitter_id = ${voteParams.submittedById} and kept.approvals >= ${SUBMITTER_MIN_APPROVALS})`;

function submitterFavourite(vote: RecordedVote, accountIds: number[]): Detected | null {
  if (vote.submittedById === null || accountIds.length < SUBMITTER_MIN_APPROVALS) return null;
  return {
    kind: 'submitter',
    userIds: [vote.userId, vote.submittedById],
    accountIds,
    detail:
      `A voter approved ${countOf(accountIds.length, 'account')} of one submitter, each within ` +
      `${SUBMITTER_WINDOW_MINUTES} minutes of its submission`,
  };
}

interface Signals {
  network: number[];
  pairs: PairRow[];
  burst: number[];
  favourites: number[];
}

/** The signals a vote may complete, in one statement (trusted voters have none). */
const signalsStatement = preparedOn((db) =>
  db
    .select({
      network: sql<number[]>`(${sameNetworkQuery})`.as('network'),
      pairs: sql<PairRow[]>`(${lockstepQuery})`.as('pairs'),
      // Only a newcomer's vote adds to a burst of newcomers.
      burst: sql<number[]>`case when ${users.standing} = 'new' then (${newcomerBurstQuery})
        else '[]'::json end`.as('burst'),
      favourites: sql<number[]>`(${submitterFavouriteQuery})`.as('favourites'),
    })
    .from(users)
    .where(sql`${users.id} = ${voteParams.userId} and ${users.standing} <> 'trusted'`)
    .prepare('trust_signals_of_vote'),
);

/**
 * Looks for the trust signals a vote may complete, all in one statement read outside any
 * transaction, and raises (or widens) a flag for each found, in a write of its own: a vote
 * that completes nothing costs that one statement. Trusted voters are vetted by an admin and
 * exempt. Runs after the vote's response (screenVotes), so its reads never hold the vote up.
 * Returns the accounts a new or wider flag names, the vote's own among them, to be tallied
 * again.
 */
export async function detectAfterVote(db: Database, vote: RecordedVote): Promise<number[]> {
  const [signals] = (await signalsStatement(db).execute({ ...vote })) as Signals[];
  if (!signals) return [];
  const found = [
    sameNetwork(vote, signals.network),
    ...lockstepPairs(vote, signals.pairs),
    submitterFavourite(vote, signals.favourites),
  ].filter((signal) => signal !== null);
  if (found.length === 0 && signals.burst.length < BURST_MIN_VOTES) return [];
  return runWrite(db, 'raise trust flags', async (_tx, write) => {
    // Flags are the administrators' (they are notified); the tallies they move invalidate.
    write.invalidatesNothing();
    const burst = await newcomerBurst(write, vote, signals.burst);
    const named = new Set<number>();
    for (const signal of burst ? [...found, burst] : found) {
      // An open burst weighs nothing in a tally (its newcomers count 0 already): nothing to recount.
      if ((await raiseFlag(write, signal)) && signal.kind !== 'burst') {
        for (const accountId of signal.accountIds) named.add(accountId);
      }
    }
    return [...named];
  });
}
