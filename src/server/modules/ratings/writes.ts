import { sql } from 'drizzle-orm';
import { ratings } from '../../db/schema';
import { type DerivedData, refreshAccountRatings, refreshCommentRatings } from '../derived-data';

/**
 * Saves a user's rating of an account, replacing their earlier one; the account's kept
 * count and averages are recounted at once, its person's with the transaction.
 */
export async function saveAccountRating(
  derived: DerivedData,
  account: { id: number; personId: number },
  userId: number,
  rating: number,
) {
  await derived.tx
    .insert(ratings)
    .values({ socialAccountId: account.id, userId, rating, ratingType: 'social' })
    .onConflictDoUpdate({
      target: [ratings.socialAccountId, ratings.userId],
      targetWhere: sql`${ratings.socialAccountId} is not null`,
      set: { rating, ratedAt: new Date() },
    });
  await refreshAccountRatings(derived.tx, [account.id]);
  derived.peopleChanged(account.personId);
}

/** Saves a user's rating of a comment, replacing their earlier one, and recounts the comment's. */
export async function saveCommentRating(
  derived: DerivedData,
  commentId: number,
  userId: number,
  rating: number,
) {
  await derived.tx
    .insert(ratings)
    .values({ commentId, userId, rating, ratingType: 'comment' })
    .onConflictDoUpdate({
      target: [ratings.commentId, ratings.userId],
      targetWhere: sql`${ratings.commentId} is not null`,
      set: { rating, ratedAt: new Date() },
    });
  await refreshCommentRatings(derived.tx, [commentId]);
}
