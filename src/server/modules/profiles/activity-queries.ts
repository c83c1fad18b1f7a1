import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/database/client';
import { comments, people, ratings, reviews, socialAccounts, votes } from '../../model/schema';
import { accountIsVisible, commentIsShown } from '../visibility';

/**
 * A user's activity that a reader may see: counted on the profile (service.ts), listed a page
 * at a time (activity-lists.ts).
 */

type ActivityTable = Parameters<ReturnType<Database['select']>['from']>[0];

/** Rows of a user's that point at an account, counted only where the account is visible. */
export interface AccountActivity {
  table: ActivityTable;
  accountColumn: PgColumn;
  where: SQL | undefined;
}

/** A user's id: a number, or users.id of the profile's statement when counted inside it. */
type UserRef = number | PgColumn;

export const voteActivity = (userId: UserRef): AccountActivity => ({
  table: votes,
  accountColumn: votes.socialAccountId,
  where: eq(votes.userId, userId),
});

export const ratingActivity = (userId: UserRef): AccountActivity => ({
  table: ratings,
  accountColumn: ratings.socialAccountId,
  where: and(eq(ratings.userId, userId), eq(ratings.ratingType, 'social')),
});

export const reviewActivity = (userId: UserRef): AccountActivity => ({
  table: reviews,
  accountColumn: reviews.socialAccountId,
  where: eq(reviews.userId, userId),
});

export const countAccountActivityQuery = (
  db: Database,
  { table, accountColumn, where }: AccountActivity,
) =>
  db
    .select({ total: count() })
    .from(table)
    .innerJoin(socialAccounts, eq(socialAccounts.id, accountColumn))
    .innerJoin(people, eq(people.id, socialAccounts.personId))
    .where(and(where, accountIsVisible()));

/**
 * The accounts a user proposed that a reader may see: a community-rejected one only by its
 * proposer, on their own profile (people joined).
 */
export const visibleSubmissions = (userId: UserRef, withRejected: boolean) =>
  and(eq(socialAccounts.submittedById, userId), accountIsVisible({ withRejected }));

export const countSubmissionsQuery = (db: Database, userId: UserRef, withRejected: boolean) =>
  db
    .select({ total: count() })
    .from(socialAccounts)
    .innerJoin(people, eq(people.id, socialAccounts.personId))
    .where(visibleSubmissions(userId, withRejected));

/** A user's comments that the public can see (people joined). */
export const visibleComments = (userId: UserRef) =>
  and(eq(comments.userId, userId), commentIsShown);

export const countCommentsQuery = (db: Database, userId: UserRef) =>
  db
    .select({ total: count() })
    .from(comments)
    .innerJoin(people, eq(people.id, comments.personId))
    .where(visibleComments(userId));
