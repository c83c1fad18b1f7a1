import { and, count, desc, eq } from 'drizzle-orm';
import { type Actor, can } from '@shared/permissions';
import type { Review, ReviewsPage } from '@shared/schemas/accounts';
import type { Database } from '../../platform/database/client';
import { isUniqueViolation } from '../../platform/database/errors';
import { people, reviews, socialAccounts, users } from '../../model/schema';
import { conflict, forbidden, notFound } from '../../platform/http/http-errors';
import { findVisibleAccount } from '../accounts';
import { runWrite, standingFollowUp } from '../derived-data';
import { reviewAdded, reviewChanged } from './topics';
import { accountIsVisible } from '../visibility';

const reviewColumns = {
  id: reviews.id,
  socialAccountId: reviews.socialAccountId,
  userId: reviews.userId,
  reviewText: reviews.reviewText,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  username: users.username,
};

function toReview({
  username,
  createdAt,
  updatedAt,
  ...review
}: {
  id: number;
  socialAccountId: number;
  userId: number;
  reviewText: string;
  createdAt: Date;
  updatedAt: Date;
  username: string;
}): Review {
  return {
    ...review,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    user: { username },
  };
}

/** A review of an account the public can see; a review of a hidden account is not found. */
async function findReview(db: Database, reviewId: number): Promise<Review> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(socialAccounts, eq(socialAccounts.id, reviews.socialAccountId))
    .innerJoin(people, eq(people.id, socialAccounts.personId))
    .where(and(eq(reviews.id, reviewId), accountIsVisible()));
  if (!row) throw notFound('Review not found');
  return toReview(row);
}

export async function listReviews(
  db: Database,
  accountId: number,
  { page, limit }: { page: number; limit: number },
): Promise<ReviewsPage> {
  await findVisibleAccount(db, accountId);
  const [total] = await db
    .select({ total: count() })
    .from(reviews)
    .where(eq(reviews.socialAccountId, accountId));
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.socialAccountId, accountId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { reviews: rows.map(toReview), total: Number(total?.total ?? 0), page, limit };
}

/** A user's one review of an account. */
export async function createReview(
  db: Database,
  accountId: number,
  userId: number,
  reviewText: string,
): Promise<Review> {
  await findVisibleAccount(db, accountId);
  try {
    return await runWrite(db, 'review an account', async (tx, write) => {
      const [created] = await tx
        .insert(reviews)
        .values({ socialAccountId: accountId, userId, reviewText })
        .returning({ id: reviews.id });
      write.invalidate(...reviewAdded(accountId, userId));
      write.followUp(standingFollowUp, { userId: userId });
      return findReview(tx, created!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('You have already reviewed this account. Edit your review instead.');
    throw error;
  }
}

async function ownReview(db: Database, reviewId: number, author: Actor, action: 'edit' | 'delete') {
  const review = await findReview(db, reviewId);
  const permission = action === 'edit' ? 'edit:review:own' : 'delete:review:own';
  if (!can(author, permission, { ownerId: review.userId }))
    throw forbidden(`You can only ${action} your own reviews`);
  return review;
}

export async function updateReview(
  db: Database,
  reviewId: number,
  author: Actor,
  reviewText: string,
): Promise<Review> {
  const review = await ownReview(db, reviewId, author, 'edit');
  return runWrite(db, 'edit a review', async (tx, write) => {
    await tx
      .update(reviews)
      .set({ reviewText, updatedAt: write.now })
      .where(eq(reviews.id, reviewId));
    write.invalidate(...reviewChanged(reviewId, review.userId));
    write.followUp(standingFollowUp, { userId: author.id });
    return findReview(tx, reviewId);
  });
}

export async function deleteReview(db: Database, reviewId: number, author: Actor): Promise<void> {
  const review = await ownReview(db, reviewId, author, 'delete');
  await runWrite(db, 'delete a review', async (tx, write) => {
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    write.invalidate(...reviewChanged(reviewId, review.userId));
    write.followUp(standingFollowUp, { userId: author.id });
  });
}
