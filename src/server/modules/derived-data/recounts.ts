import { sql } from 'drizzle-orm';
import { RECENT_RATING_DAYS } from '@shared/constants';
import { type Database, queryRows } from '../../platform/database/client';

/** Only ratings of accounts that are verified and not deleted count towards any average. */
const countsTowardsAverages = sql`a.status = 'verified' and not a.is_deleted`;
const recentCutoff = sql`now() - make_interval(days => ${RECENT_RATING_DAYS})`;

function scope(column: string, ids?: number[]) {
  return ids ? sql`${sql.raw(column)} = any(${sql.param(ids)}::int[])` : sql`true`;
}

/**
 * Recomputes the stored rating columns of accounts (count, sum, overall and 30-day average)
 * from their ratings: all accounts, or only the given ones. Returns the averages it stored.
 */
export function refreshAccountRatings(db: Database, accountIds?: number[]) {
  return queryRows<{
    id: number;
    avgRating: number | string | null;
    avgRating30: number | string | null;
  }>(
    db,
    sql`
    update social_accounts target set
      rating_count = summary.rating_count,
      rating_sum = summary.rating_sum,
      avg_rating = case when summary.rating_count > 0
        then round(summary.rating_sum::numeric / summary.rating_count, 3) end,
      avg_rating_30 = summary.recent
    from (
      select a.id,
        count(r.id)::int as rating_count,
        coalesce(sum(r.rating), 0)::int as rating_sum,
        round(avg(r.rating) filter (where r.rated_at >= ${recentCutoff}), 3) as recent
      from social_accounts a
      left join ratings r on r.social_account_id = a.id
      where ${scope('a.id', accountIds)}
      group by a.id
    ) summary
    where target.id = summary.id
    returning target.id, target.avg_rating as "avgRating", target.avg_rating_30 as "avgRating30"`,
  );
}

/**
 * Recomputes what a person's row stores about their accounts: overall and 30-day rating,
 * rating count, best account rating, and how many accounts are verified or pending.
 * `locked`: this transaction holds these people's rows already.
 */
export async function refreshPeopleSummaries(
  db: Database,
  personIds?: number[],
  { locked = false } = {},
): Promise<void> {
  if (personIds && !locked) {
    // Writes to different accounts of one person take turns here: the recount below then
    // starts after the other's commit and sees its change, instead of overwriting the
    // person's figures with ones computed before it.
    await db.execute(
      sql`select id from people where ${scope('id', personIds)} order by id for update`,
    );
  }
  await db.execute(sql`
    update people target set
      rating_count = summary.rating_count,
      avg_rating = case when summary.rating_count > 0
        then round(summary.rating_sum::numeric / summary.rating_count, 3) end,
      avg_rating_30 = recent.average,
      best_account_rating = summary.best,
      verified_account_count = summary.verified,
      pending_account_count = summary.pending
    from (
      select p.id,
        coalesce(sum(a.rating_count) filter (where ${countsTowardsAverages}), 0)::int as rating_count,
        coalesce(sum(a.rating_sum) filter (where ${countsTowardsAverages}), 0)::int as rating_sum,
        max(a.avg_rating) filter (where ${countsTowardsAverages}) as best,
        count(a.id) filter (where a.status = 'verified' and not a.is_deleted)::int as verified,
        count(a.id) filter (where a.status = 'pending' and not a.is_deleted)::int as pending
      from people p
      left join social_accounts a on a.person_id = p.id
      where ${scope('p.id', personIds)}
      group by p.id
    ) summary
    left join (
      select a.person_id, round(avg(r.rating), 3) as average
      from ratings r
      join social_accounts a on a.id = r.social_account_id
      where ${countsTowardsAverages} and r.rated_at >= ${recentCutoff} and ${scope('a.person_id', personIds)}
      group by a.person_id
    ) recent on recent.person_id = summary.id
    where target.id = summary.id`);
}

/** Recomputes the stored rating count and average of these comments from their ratings. */
export async function refreshCommentRatings(db: Database, commentIds: number[]): Promise<void> {
  await db.execute(sql`
    update comments c set
      rating_count = (select count(*) from ratings r where r.comment_id = c.id),
      avg_rating = (select round(avg(r.rating), 3) from ratings r where r.comment_id = c.id)
    where ${scope('c.id', commentIds)}`);
}

/** Refreshes every account and person: after bulk loads and on the scheduled 30-day refresh. */
export async function refreshAllRatings(db: Database): Promise<void> {
  await refreshAccountRatings(db);
  await refreshPeopleSummaries(db);
}

/**
 * Recounts the stored approvals and rejections of these accounts from their vote rows, raw and
 * counted (the sum of each vote's stored weight, which the tally sets).
 */
export function recountVotes(db: Database, accountIds: number[]) {
  return queryRows<{ id: number; approvals: number; rejections: number }>(
    db,
    sql`update social_accounts a set
          approval_count = (select count(*) from votes v
            where v.social_account_id = a.id and v.is_approval),
          rejection_count = (select count(*) from votes v
            where v.social_account_id = a.id and not v.is_approval),
          counted_approvals = (select coalesce(sum(v.weight), 0) from votes v
            where v.social_account_id = a.id and v.is_approval),
          counted_rejections = (select coalesce(sum(v.weight), 0) from votes v
            where v.social_account_id = a.id and not v.is_approval)
        where a.id = any(${sql.param(accountIds)}::int[])
        returning a.id, a.approval_count as approvals, a.rejection_count as rejections`,
  );
}
