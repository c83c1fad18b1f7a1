import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Profile } from '@shared/schemas/profiles';
import type { Database } from '../../platform/database/client';
import { preparedOn } from '../../platform/database/prepared';
import { people, users } from '../../model/schema';
import { notFound } from '../../platform/http/http-errors';
import { personIsListed } from '../visibility';
import {
  countAccountActivityQuery,
  countCommentsQuery,
  countSubmissionsQuery,
  ratingActivity,
  reviewActivity,
  voteActivity,
} from './activity-queries';

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
