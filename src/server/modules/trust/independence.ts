import { type SQL, sql } from 'drizzle-orm';
import type { VoterLink, VoterLinkKind } from '@shared/independence';
import type { Database } from '../../platform/database/client';
import {
  CO_VOTING_MIN_SHARE,
  CO_VOTING_MIN_SHARED,
  FOLLOWING_MIN_ACCOUNTS,
  FOLLOWING_WINDOW_MINUTES,
  SUBMITTER_MIN_APPROVALS,
  WIDE_NETWORK_WINDOW_HOURS,
} from '@shared/constants';

/**
 * How many of a voter's latest votes the links read: all of a ring's, and a bound on the
 * tally's read for a voter with thousands.
 */
const HISTORY_READ = 200;

/**
 * The links between some users (`users`: a statement answering `user_id`), as a JSON array of
 * VoterLink, over their histories (their latest HISTORY_READ votes) rather than inside one
 * window (decisions 0022 and 0031); with `submitterId`, also who favours that submitter:
 * - network: registered from one network at any time, or one wide network within
 *   WIDE_NETWORK_WINDOW_HOURS;
 * - co_voting: at least CO_VOTING_MIN_SHARED votes alike on the same accounts, covering
 *   CO_VOTING_MIN_SHARE of the smaller history (Community Notes' post-selection similarity);
 * - following: votes alike within FOLLOWING_WINDOW_MINUTES of each other on
 *   FOLLOWING_MIN_ACCOUNTS accounts;
 * - submitter: a voter who approved SUBMITTER_MIN_APPROVALS accounts of the submitter,
 *   CO_VOTING_MIN_SHARE of all their approvals, is linked to the submitter.
 * A link once found is kept (voter_links, see keepVoterLinks): padding a history with
 * unrelated votes afterwards never splits what voting alike joined. Trusted users are vouched
 * for by an administrator, each on their own: no link touches them.
 */
export function userLinksQuery(users: SQL, submitterId: number | null = null) {
  const window = FOLLOWING_WINDOW_MINUTES * 60;
  return sql`with voters as (
      select u.id as user_id, (select count(*) from (select 1 from votes h where h.user_id = u.id
        limit ${HISTORY_READ}) counted)::int as history
      from users u
      where u.standing <> 'trusted' and u.id in (${users})
    ), recent as (
      select voters.user_id, mv.social_account_id, mv.is_approval, mv.voted_at
      from voters cross join lateral (
        select m.social_account_id, m.is_approval, m.voted_at from votes m
        where m.user_id = voters.user_id order by m.voted_at desc limit ${HISTORY_READ}) mv
    ), pairs as (
      select mine.user_id as a, theirs.user_id as b, least(mine.history, theirs.history) as smaller,
        count(*)::int as shared,
        count(*) filter (where abs(extract(epoch from mv.voted_at - tv.voted_at)) <= ${window})::int as close
      from voters mine
      join recent mv on mv.user_id = mine.user_id
      join voters theirs on theirs.user_id > mine.user_id
      join votes tv on tv.social_account_id = mv.social_account_id and tv.user_id = theirs.user_id
        and tv.is_approval = mv.is_approval
      group by mine.user_id, theirs.user_id, mine.history, theirs.history
    ), links as (
      select a, b, case when shared >= ${CO_VOTING_MIN_SHARED}
          and shared >= ${CO_VOTING_MIN_SHARE}::numeric * smaller then 'co_voting' else 'following' end as kind
      from pairs
      where (shared >= ${CO_VOTING_MIN_SHARED} and shared >= ${CO_VOTING_MIN_SHARE}::numeric * smaller)
        or close >= ${FOLLOWING_MIN_ACCOUNTS}
      union all
      select mine.user_id, theirs.user_id, 'network'
      from voters mine
      join voters theirs on theirs.user_id > mine.user_id
      join registration_networks rm on rm.user_id = mine.user_id
      join registration_networks rt on rt.user_id = theirs.user_id
      where rm.network_digest = rt.network_digest
        or (rm.wide_network_digest = rt.wide_network_digest
          and abs(extract(epoch from rm.registered_at - rt.registered_at))
            <= ${WIDE_NETWORK_WINDOW_HOURS * 3600})
      union all
      select favoured.user_id, favoured.submitter_id, 'submitter'
      from (
        select recent.user_id, submitter.id as submitter_id,
          count(*) filter (where fa.submitted_by_id = submitter.id) as theirs, count(*) as approvals
        from recent
        join users submitter on submitter.id = ${submitterId}::int
        join social_accounts fa on fa.id = recent.social_account_id
        where recent.is_approval and submitter.standing <> 'trusted'
          and recent.user_id <> submitter.id
        group by recent.user_id, submitter.id
      ) favoured
      where favoured.theirs >= ${SUBMITTER_MIN_APPROVALS}
        and favoured.theirs >= ${CO_VOTING_MIN_SHARE}::numeric * favoured.approvals
      union all
      select kept.user_a, kept.user_b, kept.kind from voter_links kept
      where kept.user_a in (select user_id from voters) and kept.user_b in (select user_id from voters)
    )
    select coalesce(json_agg(json_build_object('userIds', json_build_array(a, b), 'kind', kind)), '[]')
    from links`;
}

/** The links between an account's voters and its submitter (see userLinksQuery). */
export const voterLinksQuery = (accountId: number, submitterId: number | null) =>
  userLinksQuery(
    sql`select ${submitterId}::int union select v.user_id from votes v where v.social_account_id = ${accountId}`,
    submitterId,
  );

/** The kinds of link found from behaviour, which are kept once found. */
const KEPT_KINDS: readonly VoterLinkKind[] = ['co_voting', 'following', 'submitter'];

/**
 * Keeps the links a tally found from behaviour (voter_links), so that later votes, however
 * many, never undo them; only a moderator clearing a flag that names both users does.
 */
export async function keepVoterLinks(db: Database, links: readonly VoterLink[]) {
  const kept = links.filter((link) => KEPT_KINDS.includes(link.kind));
  if (kept.length === 0) return;
  await db.execute(sql`
    insert into voter_links (user_a, user_b, kind)
    select least(a, b), greatest(a, b), kind
    from unnest(${sql.param(kept.map((link) => link.userIds[0]))}::int[],
      ${sql.param(kept.map((link) => link.userIds[1]))}::int[],
      ${sql.param(kept.map((link) => link.kind))}::text[]) as found(a, b, kind)
    where a <> b
    on conflict do nothing`);
}
