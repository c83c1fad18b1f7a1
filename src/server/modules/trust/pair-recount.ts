import { type SQL, sql } from 'drizzle-orm';
import { FOLLOWING_WINDOW_MINUTES, PAIRED_VOTERS_PER_ACCOUNT } from '@shared/constants';
import { type Database, queryRows } from '../../platform/database/client';
import { deleteSetting, getSetting } from '../settings';
import { pairLinks, submitterLinks } from './voter-pairs';

/*
 * The stored counts behind the independent groups worked out again from the vote rows alone
 * (decision 0032): to check that the counts each vote updates agree with the rows, and to
 * rebuild them (after a migration, or an operator's repair). Slow by design: it reads every
 * vote.
 */

/** The vote rows, all of them or those on some accounts. */
const voteRows = (accountIds?: readonly number[]) =>
  accountIds
    ? sql`(select * from votes where social_account_id = any(${sql.param(accountIds)}::int[]))`
    : sql`votes`;

/** Each user's votes and approvals, from the rows. */
const userCountsFromRows = (votes: SQL) => sql`
  select user_id, count(*)::int as votes, count(*) filter (where is_approval)::int as approvals
  from ${votes} v group by user_id`;

/** Each pair's alike and close votes, among each account's first voters, from the rows. */
const pairsFromRows = (votes: SQL) => sql`
  with first as (
    select social_account_id, user_id, is_approval, voted_at from (
      select v.*, row_number() over (partition by social_account_id order by id) as place
      from ${votes} v) ranked
    where place <= ${PAIRED_VOTERS_PER_ACCOUNT}
  )
  select mine.user_id as user_a, theirs.user_id as user_b,
    count(*) filter (where mine.is_approval = theirs.is_approval)::int as alike,
    count(*) filter (where mine.is_approval = theirs.is_approval
      and abs(extract(epoch from mine.voted_at - theirs.voted_at)) <= ${FOLLOWING_WINDOW_MINUTES * 60})::int
      as close
  from first mine
  join first theirs on theirs.social_account_id = mine.social_account_id
    and theirs.user_id > mine.user_id
  group by mine.user_id, theirs.user_id
  having count(*) filter (where mine.is_approval = theirs.is_approval) > 0`;

/** Each voter's approvals of each submitter's accounts, from the rows. */
const submitterApprovalsFromRows = (votes: SQL) => sql`
  select v.user_id as voter_id, a.submitted_by_id as submitter_id, count(*)::int as approvals
  from ${votes} v join social_accounts a on a.id = v.social_account_id
  where v.is_approval and a.submitted_by_id is not null and a.submitted_by_id <> v.user_id
  group by v.user_id, a.submitted_by_id`;

/**
 * Rebuilds the stored counts from the vote rows, and adds the links they call for (links stored
 * from before stay: they record what voting once showed). One transaction; the pairs are
 * written in the order of their key.
 */
export async function rebuildVoterPairs(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Emptied first: the lock makes every vote still counting itself wait until the rebuild
    // ends, and then add its share to the counts worked out without it.
    await tx.execute(sql`truncate voter_pairs, submitter_approvals`);
    await tx.execute(sql`update users set vote_count = 0, approval_count = 0
                         where vote_count <> 0 or approval_count <> 0`);
    await tx.execute(sql`update users u set vote_count = c.votes, approval_count = c.approvals
                         from (${userCountsFromRows(voteRows())}) c where u.id = c.user_id`);
    await tx.execute(
      sql`insert into voter_pairs (user_a, user_b, alike, close)
          select * from (${pairsFromRows(voteRows())}) p order by user_a, user_b`,
    );
    await tx.execute(
      sql`insert into submitter_approvals (voter_id, submitter_id, approvals)
          ${submitterApprovalsFromRows(voteRows())}`,
    );
    await tx.execute(sql`
      insert into voter_links (user_a, user_b, kind)
      ${pairLinks(sql`select * from voter_pairs`, sql`select id, vote_count from users`)}
      union all
      ${submitterLinks(sql`select * from submitter_approvals`, sql`select id, approval_count from users`)}
      on conflict do nothing`);
  });
}

/**
 * Takes the votes on these accounts out of the stored counts (`-1`) or puts them in (`1`), in
 * one statement: around a change that rewrites the vote rows of accounts together (a merge of
 * duplicates moves votes and drops a voter's second), which is taken out before and put back
 * after, so the stored counts follow the rows as each vote's count does. Putting in makes the
 * links the counts now call for. Runs under the accounts' locks.
 */
export async function countAccountsInPairs(
  db: Database,
  accountIds: readonly number[],
  sign: 1 | -1,
): Promise<void> {
  if (!accountIds.length) return;
  const votes = voteRows(accountIds);
  await db.execute(sql`
    with users_counted as (
      update users u set vote_count = u.vote_count + ${sign} * c.votes,
        approval_count = u.approval_count + ${sign} * c.approvals
      from (${userCountsFromRows(votes)}) c where u.id = c.user_id
      returning u.id, u.vote_count, u.approval_count
    ), histories as (
      select * from users_counted
      union all
      select id, vote_count, approval_count from users
      where id not in (select id from users_counted)
    ), pairs_counted as (
      insert into voter_pairs as kept (user_a, user_b, alike, close)
      select user_a, user_b, ${sign} * alike, ${sign} * close from (${pairsFromRows(votes)}) p
      order by user_a, user_b
      on conflict (user_a, user_b) do update
        set alike = kept.alike + excluded.alike, close = kept.close + excluded.close
      returning user_a, user_b, alike, close
    ), approvals_counted as (
      insert into submitter_approvals as kept (voter_id, submitter_id, approvals)
      select voter_id, submitter_id, ${sign} * approvals from (${submitterApprovalsFromRows(votes)}) s
      on conflict (voter_id, submitter_id) do update set approvals = kept.approvals + excluded.approvals
      returning voter_id, submitter_id, approvals
    )
    insert into voter_links (user_a, user_b, kind)
    select * from (
      ${pairLinks(sql`select * from pairs_counted`, sql`select * from histories`)}
      union all
      ${submitterLinks(sql`select * from approvals_counted`, sql`select * from histories`)}
    ) due
    where ${sign} = 1
    on conflict do nothing`);
}

/**
 * Where the stored counts and the vote rows disagree, and the links the rows call for that are
 * missing.
 */
export interface VoterPairsCheck {
  users: number;
  pairs: number;
  submitters: number;
  missingLinks: number;
}

/**
 * Compares the stored counts with the counts worked out from the vote rows, and the stored
 * links with the links those rows call for (stored links may be more: once found, a link
 * stays).
 * Every figure is 0 when they agree.
 */
export async function checkVoterPairs(db: Database): Promise<VoterPairsCheck> {
  const [check] = await queryRows<VoterPairsCheck>(
    db,
    sql`with counts as (${userCountsFromRows(voteRows())}), pairs as (${pairsFromRows(voteRows())}),
        submitters as (${submitterApprovalsFromRows(voteRows())}),
        histories as (select user_id as id, votes as vote_count, approvals as approval_count from counts)
      select
        (select count(*)::int from users u left join counts c on c.user_id = u.id
          where u.vote_count <> coalesce(c.votes, 0)
            or u.approval_count <> coalesce(c.approvals, 0)) as users,
        (select count(*)::int from pairs p
          full join voter_pairs k on k.user_a = p.user_a and k.user_b = p.user_b
          where coalesce(p.alike, 0) <> coalesce(k.alike, 0)
            or coalesce(p.close, 0) <> coalesce(k.close, 0)) as pairs,
        (select count(*)::int from submitters s
          full join submitter_approvals k on k.voter_id = s.voter_id
            and k.submitter_id = s.submitter_id
          where coalesce(s.approvals, 0) <> coalesce(k.approvals, 0)) as submitters,
        (select count(*)::int from (
          ${pairLinks(sql`select * from pairs`, sql`select * from histories`)}
          union all
          ${submitterLinks(sql`select * from submitters`, sql`select * from histories`)}
          ) due(user_a, user_b, kind)
          where not exists (select 1 from voter_links l where l.user_a = due.user_a
            and l.user_b = due.user_b and l.kind = due.kind)) as "missingLinks"`,
  );
  return check!;
}

/** Rebuilds the stored counts when a migration left them due (see 0029_kept_voter_pairs.sql). */
export async function rebuildVoterPairsIfDue(db: Database): Promise<boolean> {
  if (!(await getSetting(db, 'rebuild_voter_pairs'))) return false;
  await rebuildVoterPairs(db);
  await deleteSetting(db, 'rebuild_voter_pairs');
  return true;
}
