import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { WIDE_NETWORK_WINDOW_HOURS } from '@shared/constants';

/**
 * The links between some users (`users`: a statement returning user ids), as a JSON array of
 * VoterLink (decisions 0022, 0031, 0032): the links their votes made, kept once found
 * (voting alike over their histories, following, favouring a submitter: see
 * countVoteInPairs), and a registration from one network at any time or from one wide network
 * within WIDE_NETWORK_WINDOW_HOURS. Nothing here reads a voter's history. Trusted users are
 * vouched for by an administrator, each on their own: no link touches them.
 */
export function linksAmongQuery(users: SQL) {
  // Each kind of network is its own equality join, so a popular account's hundreds of voters
  // are matched by hashing, not compared pair by pair.
  return sql`with members as (
      select u.id as user_id from users u
      where u.standing <> 'trusted' and u.id in (${users})
    ), networks as (
      select n.user_id, n.network_digest, n.wide_network_digest, n.registered_at
      from registration_networks n join members m on m.user_id = n.user_id
    ), links as (
      select kept.user_a as a, kept.user_b as b, kept.kind from voter_links kept
      join members ma on ma.user_id = kept.user_a
      join members mb on mb.user_id = kept.user_b
      union all
      select mine.user_id, theirs.user_id, 'network'
      from networks mine
      join networks theirs on theirs.network_digest = mine.network_digest
        and theirs.user_id > mine.user_id
      union all
      select mine.user_id, theirs.user_id, 'network'
      from networks mine
      join networks theirs on theirs.wide_network_digest = mine.wide_network_digest
        and theirs.user_id > mine.user_id
      where abs(extract(epoch from mine.registered_at - theirs.registered_at))
        <= ${WIDE_NETWORK_WINDOW_HOURS * 3600}
    )
    select coalesce(json_agg(json_build_object('userIds', json_build_array(a, b), 'kind', kind)), '[]')
    from links`;
}

/** The links between an account's voters and its submitter (see linksAmongQuery). */
export const voterLinksQuery = (accountId: SQLWrapper, submitterId: SQLWrapper) =>
  linksAmongQuery(
    sql`select ${submitterId}::int union select v.user_id from votes v where v.social_account_id = ${accountId}`,
  );
