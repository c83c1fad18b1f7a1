import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/database/client';
import { ratings } from '../../model/schema';
import { type WriteScope, refreshAccountRatings, refreshCommentRatings } from '../derived-data';
import type { StandingColumns } from '../trust';

/** What a rating's first statement read: the account under its lock and the rater. */
export interface RatingTarget extends StandingColumns {
  /** The account exists, is not deleted, and its person is listed. */
  found: boolean;
  status: 'pending' | 'verified' | 'rejected' | null;
  person_id: number | null;
}

/**
 * Saves a user's rating of a verified account, replacing their earlier one, in one statement
 * that first locks the account and then its person (the order the recounts keep), so
 * concurrent ratings of one account or person take turns and each recount sees every rating
 * committed before it. The caller refuses what the account's state forbids, which rolls the
 * saved rating back. Returns what it read and, for a saved rating, the account's stored
 * averages recounted at once (the person's are recounted with the transaction).
 */
export async function saveAccountRating(
  write: WriteScope,
  accountId: number,
  userId: number,
  rating: number,
) {
  // The person is read beside the account rather than joined: a locked read that waited for
  // a merge then sees the account under the person it moved to.
  const [row] = await queryRows<RatingTarget>(
    write.tx,
    sql`with account as (
          select a.id, a.person_id, a.status,
            (select p.is_deleted from people p where p.id = a.person_id) as person_deleted
          from social_accounts a where a.id = ${accountId} and not a.is_deleted
          for update
        ), person as (
          select id from people where id = (select person_id from account) for update
        ), saved as (
          insert into ratings (social_account_id, user_id, rating, rating_type)
          select id, ${userId}, ${rating}, 'social' from account
          where status = 'verified' and not person_deleted
          on conflict (social_account_id, user_id) where social_account_id is not null
          do update set rating = excluded.rating, rated_at = now()
          returning id
        )
        select account.status, (select id from person) as person_id,
          account.id is not null and not account.person_deleted as found,
          u.standing, u.standing_checked_at, u.role, u.trusted_at, u.email_verified_at, u.created_at
        from users u left join account on true
        where u.id = ${userId}`,
  );
  const target = row!;
  if (!target.found || target.status !== 'verified') return { target, kept: null };
  write.peopleLocked(target.person_id!);
  write.peopleChanged(target.person_id!);
  const [kept] = await refreshAccountRatings(write.tx, [accountId]);
  return { target, kept: kept! };
}

/** Saves a user's rating of a comment, replacing their earlier one, and recounts the comment's. */
export async function saveCommentRating(
  write: WriteScope,
  commentId: number,
  userId: number,
  rating: number,
) {
  await write.tx
    .insert(ratings)
    .values({ commentId, userId, rating, ratingType: 'comment' })
    .onConflictDoUpdate({
      target: [ratings.commentId, ratings.userId],
      targetWhere: sql`${ratings.commentId} is not null`,
      set: { rating, ratedAt: write.now },
    });
  await refreshCommentRatings(write.tx, [commentId]);
}
