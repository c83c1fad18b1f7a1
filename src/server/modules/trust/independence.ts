import { sql } from 'drizzle-orm';
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
 * The links between the voters of an account, as a JSON array of VoterLink, over their
 * histories (their latest HISTORY_READ votes) rather than inside one window (decision 0022):
 * - network: registered from one network at any time, or one wide network within
 *   WIDE_NETWORK_WINDOW_HOURS;
 * - co_voting: at least CO_VOTING_MIN_SHARED votes alike on the same accounts, covering
 *   CO_VOTING_MIN_SHARE of the smaller history (Community Notes' post-selection similarity);
 * - following: votes alike within FOLLOWING_WINDOW_MINUTES of each other on
 *   FOLLOWING_MIN_ACCOUNTS accounts;
 * - submitter: a voter who approved SUBMITTER_MIN_APPROVALS accounts of the account's submitter,
 *   CO_VOTING_MIN_SHARE of all their approvals, is linked to the submitter.
 * Trusted users are vouched for by an administrator, each on their own: no link touches them.
 */
export function voterLinksQuery(accountId: number, submitterId: number | null) {
  const window = FOLLOWING_WINDOW_MINUTES * 60;
  return sql`with voters as (
      select v.user_id, (select count(*) from (select 1 from votes h where h.user_id = v.user_id
        limit ${HISTORY_READ}) counted)::int as history
      from votes v join users u on u.id = v.user_id
      where v.social_account_id = ${accountId} and u.standing <> 'trusted'
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
    )
    select coalesce(json_agg(json_build_object('userIds', json_build_array(a, b), 'kind', kind)), '[]')
    from links`;
}
