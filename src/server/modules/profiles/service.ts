import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Profile } from '../../../shared/schemas/profiles';
import type { Database } from '../../db/client';
import {
  comments,
  people,
  platforms,
  ratings,
  reviews,
  socialAccounts,
  users,
  votes,
} from '../../db/schema';
import { notFound } from '../../http-errors';

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

/** A public profile: who the user is and how much they contributed; the e-mail only for the user themselves. */
export async function getProfile(
  db: Database,
  username: string,
  viewerId?: number,
): Promise<Profile> {
  const user = await findProfileUser(db, username);
  const [peopleAdded, submittedAccounts, voteCount, ratingCount, reviewCount, commentCount] =
    await Promise.all([
      total(db.select({ total: count() }).from(people).where(eq(people.addedById, user.id))),
      total(
        db
          .select({ total: count() })
          .from(socialAccounts)
          .where(eq(socialAccounts.submittedById, user.id)),
      ),
      total(db.select({ total: count() }).from(votes).where(eq(votes.userId, user.id))),
      total(
        db
          .select({ total: count() })
          .from(ratings)
          .where(and(eq(ratings.userId, user.id), eq(ratings.ratingType, 'social'))),
      ),
      total(db.select({ total: count() }).from(reviews).where(eq(reviews.userId, user.id))),
      total(
        db
          .select({ total: count() })
          .from(comments)
          .where(and(eq(comments.userId, user.id), eq(comments.isDeleted, false))),
      ),
    ]);
  return {
    user: {
      id: user.id,
      username: user.username,
      role: user.role,
      isVerified: user.isVerified,
      createdAt: user.createdAt.toISOString(),
      ...(viewerId === user.id && { email: user.email }),
    },
    activity: {
      peopleAdded,
      submittedAccounts,
      verifiedAccounts: voteCount,
      votes: voteCount,
      ratings: ratingCount,
      reviews: reviewCount,
      comments: commentCount,
    },
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

/** One page of rows that point at an account, with the account, its platform and person, newest first. */
async function accountActivity<Columns extends Record<string, PgColumn>>(
  db: Database,
  table: Parameters<ReturnType<Database['select']>['from']>[0],
  accountColumn: PgColumn,
  columns: Columns,
  where: SQL | undefined,
  newestFirst: PgColumn,
  { page, limit }: PageRequest,
) {
  const [rows, totalRows] = await Promise.all([
    db
      .select({ ...columns, ...accountColumns })
      .from(table)
      .innerJoin(socialAccounts, eq(socialAccounts.id, accountColumn))
      .innerJoin(platforms, eq(platforms.id, socialAccounts.platformId))
      .innerJoin(people, eq(people.id, socialAccounts.personId))
      .where(where)
      .orderBy(desc(newestFirst))
      .limit(limit)
      .offset((page - 1) * limit),
    total(db.select({ total: count() }).from(table).where(where)),
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

export async function listSubmissions(db: Database, userId: number, { page, limit }: PageRequest) {
  const where = eq(socialAccounts.submittedById, userId);
  const [rows, totalRows] = await Promise.all([
    db
      .select({
        ...accountColumns,
        status: socialAccounts.status,
        approvalCount: socialAccounts.approvalCount,
        rejectionCount: socialAccounts.rejectionCount,
        submittedAt: socialAccounts.submittedAt,
      })
      .from(socialAccounts)
      .innerJoin(platforms, eq(platforms.id, socialAccounts.platformId))
      .innerJoin(people, eq(people.id, socialAccounts.personId))
      .where(where)
      .orderBy(desc(socialAccounts.submittedAt), desc(socialAccounts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    total(db.select({ total: count() }).from(socialAccounts).where(where)),
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
    votes,
    votes.socialAccountId,
    { id: votes.id, isApproval: votes.isApproval, votedAt: votes.votedAt },
    eq(votes.userId, userId),
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
    ratings,
    ratings.socialAccountId,
    { id: ratings.id, rating: ratings.rating, ratedAt: ratings.ratedAt },
    and(eq(ratings.userId, userId), eq(ratings.ratingType, 'social')),
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
    reviews,
    reviews.socialAccountId,
    {
      id: reviews.id,
      reviewText: reviews.reviewText,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    },
    eq(reviews.userId, userId),
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
  const where = and(eq(comments.userId, userId), eq(comments.isDeleted, false));
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
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    total(db.select({ total: count() }).from(comments).where(where)),
  ]);
  return {
    comments: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: totalRows,
    page,
    limit,
  };
}
