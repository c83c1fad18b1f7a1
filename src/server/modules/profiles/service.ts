import { verificationOf } from '@shared/verification';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Profile } from '@shared/schemas/profiles';
import type { Database } from '../../platform/database/client';
import { preparedOn } from '../../platform/database/prepared';
import {
  comments,
  people,
  platforms,
  ratings,
  reviews,
  socialAccounts,
  users,
  votes,
} from '../../model/schema';
import { notFound } from '../../platform/http/http-errors';
import { accountIsVisible, commentIsShown, personIsListed } from '../visibility';

export interface PageRequest {
  page: number;
  limit: number;
}

/** A user by username (any case), unless deleted. */
export async function lookUpProfileUser(db: Database, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), isNull(users.deletedAt)));
  return user;
}

/** A user by username (any case), unless deleted; else 404. */
export async function findProfileUser(db: Database, username: string) {
  const user = await lookUpProfileUser(db, username);
  if (!user) throw notFound('User not found');
  return user;
}

const total = async (query: Promise<{ total: number }[]>) => Number((await query)[0]?.total ?? 0);

type ActivityTable = Parameters<ReturnType<Database['select']>['from']>[0];

/** Rows of a user's that point at an account, counted only where the account is visible. */
interface AccountActivity {
  table: ActivityTable;
  accountColumn: PgColumn;
  where: SQL | undefined;
}

/** A user's id: a number, or users.id of the profile's statement when counted inside it. */
type UserRef = number | PgColumn;

const voteActivity = (userId: UserRef): AccountActivity => ({
  table: votes,
  accountColumn: votes.socialAccountId,
  where: eq(votes.userId, userId),
});

const ratingActivity = (userId: UserRef): AccountActivity => ({
  table: ratings,
  accountColumn: ratings.socialAccountId,
  where: and(eq(ratings.userId, userId), eq(ratings.ratingType, 'social')),
});

const reviewActivity = (userId: UserRef): AccountActivity => ({
  table: reviews,
  accountColumn: reviews.socialAccountId,
  where: eq(reviews.userId, userId),
});

const countAccountActivityQuery = (
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
const visibleSubmissions = (userId: UserRef, withRejected: boolean) =>
  and(eq(socialAccounts.submittedById, userId), accountIsVisible({ withRejected }));

const countSubmissionsQuery = (db: Database, userId: UserRef, withRejected: boolean) =>
  db
    .select({ total: count() })
    .from(socialAccounts)
    .innerJoin(people, eq(people.id, socialAccounts.personId))
    .where(visibleSubmissions(userId, withRejected));

/** A user's comments that the public can see (people joined). */
const visibleComments = (userId: UserRef) => and(eq(comments.userId, userId), commentIsShown);

const countCommentsQuery = (db: Database, userId: UserRef) =>
  db
    .select({ total: count() })
    .from(comments)
    .innerJoin(people, eq(people.id, comments.personId))
    .where(visibleComments(userId));

/** A count made inside the profile's one statement, for the user it reads. */
const counted = (query: SQL | { getSQL(): SQL }) => sql<number>`(${query})`.mapWith(Number);

/**
 * A user (by `username`, lower-cased) with every count of theirs, counting only what the
 * reader may see in the lists: a rejected proposal only when `viewerId` is the user's own.
 */
const profileWithCounts = preparedOn((db) => {
  const submitted = (withRejected: boolean) =>
    countSubmissionsQuery(db, users.id, withRejected).getSQL();
  return db
    .select({
      user: users,
      peopleAdded: counted(
        db
          .select({ total: count() })
          .from(people)
          .where(and(eq(people.addedById, users.id), personIsListed)),
      ),
      // Only the branch taken is counted.
      submittedAccounts: counted(
        sql`case when ${users.id} = ${sql.placeholder('viewerId')}
          then (${submitted(true)}) else (${submitted(false)}) end`,
      ),
      votes: counted(countAccountActivityQuery(db, voteActivity(users.id))),
      ratings: counted(countAccountActivityQuery(db, ratingActivity(users.id))),
      reviews: counted(countAccountActivityQuery(db, reviewActivity(users.id))),
      comments: counted(countCommentsQuery(db, users.id)),
    })
    .from(users)
    .where(
      and(eq(sql`lower(${users.username})`, sql.placeholder('username')), isNull(users.deletedAt)),
    )
    .prepare('profile_with_counts');
});

/**
 * A public profile: who the user is and how much they contributed, counting only what the
 * reader may see in the lists; the e-mail only for the user themselves. One statement.
 */
export async function getProfile(
  db: Database,
  username: string,
  viewerId?: number,
): Promise<Profile> {
  const [row] = await profileWithCounts(db).execute({
    username: username.toLowerCase(),
    // No user has id 0: a visitor sees no rejected proposal.
    viewerId: viewerId ?? 0,
  });
  if (!row) throw notFound('User not found');
  const { user, ...activity } = row;
  return {
    user: {
      id: user.id,
      username: user.username,
      role: user.role,
      isVerified: user.isVerified,
      createdAt: user.createdAt.toISOString(),
      ...(viewerId === user.id && { email: user.email }),
    },
    activity: { ...activity, verifiedAccounts: activity.votes },
  };
}

const accountColumns = {
  accountId: socialAccounts.id,
  accountUsername: socialAccounts.username,
  platformName: platforms.name,
  personId: people.id,
  firstName: people.firstName,
  lastName: people.lastName,
};

type AccountColumns = {
  [Key in keyof typeof accountColumns]: (typeof accountColumns)[Key]['_']['data'];
};

function accountRef(row: AccountColumns) {
  return {
    id: row.accountId,
    username: row.accountUsername,
    platform: { name: row.platformName },
    person: { id: row.personId, firstName: row.firstName, lastName: row.lastName },
  };
}

/** One page of a user's rows that point at a visible account, with the account, its platform and person, newest first. */
async function accountActivity<Columns extends Record<string, PgColumn>>(
  db: Database,
  activity: AccountActivity,
  columns: Columns,
  newestFirst: PgColumn,
  { page, limit }: PageRequest,
) {
  const [rows, totalRows] = await Promise.all([
    db
      .select({ ...columns, ...accountColumns })
      .from(activity.table)
      .innerJoin(socialAccounts, eq(socialAccounts.id, activity.accountColumn))
      .innerJoin(platforms, eq(platforms.id, socialAccounts.platformId))
      .innerJoin(people, eq(people.id, socialAccounts.personId))
      .where(and(activity.where, accountIsVisible()))
      .orderBy(desc(newestFirst))
      .limit(limit)
      .offset((page - 1) * limit),
    total(countAccountActivityQuery(db, activity)),
  ]);
  return {
    rows: rows as unknown as (AccountColumns & {
      [Key in keyof Columns]: Columns[Key]['_']['data'];
    })[],
    total: totalRows,
  };
}

const SUBMISSION_STATUS = {
  verified: 'Verified',
  rejected: 'Rejected',
  pending: 'Pending',
} as const;

export async function listSubmissions(
  db: Database,
  userId: number,
  { page, limit }: PageRequest,
  viewerId?: number,
) {
  const [rows, totalRows] = await Promise.all([
    db
      .select({
        ...accountColumns,
        status: socialAccounts.status,
        approvalCount: socialAccounts.approvalCount,
        rejectionCount: socialAccounts.rejectionCount,
        countedApprovals: socialAccounts.countedApprovals,
        countedRejections: socialAccounts.countedRejections,
        decisionBasis: socialAccounts.decisionBasis,
        decisionNote: socialAccounts.decisionNote,
        verificationHeld: socialAccounts.verificationHeld,
        holdReason: socialAccounts.holdReason,
        approvalGroups: socialAccounts.approvalGroups,
        rejectionGroups: socialAccounts.rejectionGroups,
        verifiedAt: socialAccounts.verifiedAt,
        submittedAt: socialAccounts.submittedAt,
      })
      .from(socialAccounts)
      .innerJoin(platforms, eq(platforms.id, socialAccounts.platformId))
      .innerJoin(people, eq(people.id, socialAccounts.personId))
      .where(visibleSubmissions(userId, viewerId === userId))
      .orderBy(desc(socialAccounts.submittedAt), desc(socialAccounts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    total(countSubmissionsQuery(db, userId, viewerId === userId)),
  ]);
  return {
    submissions: rows.map((row) => {
      const { id, username, platform, person } = accountRef(row);
      return {
        id,
        username,
        platform,
        person,
        isVerified: row.status === 'verified',
        status: SUBMISSION_STATUS[row.status],
        approvalCount: row.approvalCount,
        rejectionCount: row.rejectionCount,
        countedApprovals: row.countedApprovals,
        countedRejections: row.countedRejections,
        verification: verificationOf(row),
        submittedAt: row.submittedAt.toISOString(),
      };
    }),
    total: totalRows,
    page,
    limit,
  };
}

export async function listProfileVotes(db: Database, userId: number, paging: PageRequest) {
  const { rows, total: totalRows } = await accountActivity(
    db,
    voteActivity(userId),
    { id: votes.id, isApproval: votes.isApproval, votedAt: votes.votedAt },
    votes.votedAt,
    paging,
  );
  return {
    votes: rows.map((row) => ({
      id: row.id,
      isApproval: row.isApproval,
      votedAt: row.votedAt.toISOString(),
      socialAccount: accountRef(row),
    })),
    total: totalRows,
    ...paging,
  };
}

export async function listProfileRatings(db: Database, userId: number, paging: PageRequest) {
  const { rows, total: totalRows } = await accountActivity(
    db,
    ratingActivity(userId),
    { id: ratings.id, rating: ratings.rating, ratedAt: ratings.ratedAt },
    ratings.ratedAt,
    paging,
  );
  return {
    ratings: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      ratedAt: row.ratedAt.toISOString(),
      socialAccount: accountRef(row),
    })),
    total: totalRows,
    ...paging,
  };
}

export async function listProfileReviews(db: Database, userId: number, paging: PageRequest) {
  const { rows, total: totalRows } = await accountActivity(
    db,
    reviewActivity(userId),
    {
      id: reviews.id,
      reviewText: reviews.reviewText,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    },
    reviews.createdAt,
    paging,
  );
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      reviewText: row.reviewText,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      socialAccount: accountRef(row),
    })),
    total: totalRows,
    ...paging,
  };
}

export async function listProfileComments(
  db: Database,
  userId: number,
  { page, limit }: PageRequest,
) {
  const [rows, totalRows] = await Promise.all([
    db
      .select({
        id: comments.id,
        text: comments.text,
        createdAt: comments.createdAt,
        parentId: comments.parentId,
        person: { id: people.id, firstName: people.firstName, lastName: people.lastName },
      })
      .from(comments)
      .innerJoin(people, eq(people.id, comments.personId))
      .where(visibleComments(userId))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    total(countCommentsQuery(db, userId)),
  ]);
  return {
    comments: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: totalRows,
    page,
    limit,
  };
}
