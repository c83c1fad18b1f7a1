import { verificationOf } from '@shared/verification';
import { and, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/database/client';
import {
  comments,
  people,
  platforms,
  ratings,
  reviews,
  socialAccounts,
  votes,
} from '../../model/schema';
import { accountIsVisible } from '../visibility';
import {
  type AccountActivity,
  countAccountActivityQuery,
  countCommentsQuery,
  countSubmissionsQuery,
  ratingActivity,
  reviewActivity,
  visibleComments,
  visibleSubmissions,
  voteActivity,
} from './activity-queries';

export interface PageRequest {
  page: number;
  limit: number;
}

const total = async (query: Promise<{ total: number }[]>) => Number((await query)[0]?.total ?? 0);

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
