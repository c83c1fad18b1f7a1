import { eq, sql } from 'drizzle-orm';
import {
  AGREEMENT_JUDGED_VOTES,
  REJECTION_THRESHOLD,
  VERIFICATION_THRESHOLD,
} from '@shared/constants';
import type { StandingInput, StandingResult, UserStanding } from '@shared/schemas/standing';
import { type StandingFacts, standingOf } from '@shared/standing';
import { type Database, queryRows } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../http-errors';
import { recordAdminAction } from '../audit';
import { lockForAdminChange } from './admin-service';

/*
 * Only an admin's grant of `trusted` is stored. `new` and `member` are computed from the
 * user's rows whenever they are read: the account's age moves with the clock alone, and a
 * contribution removed by an admin must stop counting at once, so a stored standing would
 * need a schedule and a recount on every removal to stay true. Computing it also means
 * every existing user has the standing the rules give them from the first read, without a
 * backfill.
 */

/**
 * The user's contributions that no admin removed: votes, ratings, reviews, accepted
 * proposals (verified accounts) and comments, on accounts not deleted, of people not
 * deleted, comments not deleted nor hidden with a deleted parent. A community-rejected account is a decision, not a
 * removal: votes on it count.
 */
function contributionTimes(userId: number) {
  return sql`
    select v.voted_at as made_at from votes v
      join social_accounts a on a.id = v.social_account_id
      join people p on p.id = a.person_id
      where v.user_id = ${userId} and not a.is_deleted and not p.is_deleted
    union all
    select r.rated_at from ratings r
      left join social_accounts a on a.id = r.social_account_id
      left join comments c on c.id = r.comment_id
      join people p on p.id = coalesce(a.person_id, c.person_id)
      where r.user_id = ${userId} and not coalesce(a.is_deleted, c.is_deleted) and not p.is_deleted
    union all
    select rv.created_at from reviews rv
      join social_accounts a on a.id = rv.social_account_id
      join people p on p.id = a.person_id
      where rv.user_id = ${userId} and not a.is_deleted and not p.is_deleted
    union all
    select a.submitted_at from social_accounts a
      join people p on p.id = a.person_id
      where a.submitted_by_id = ${userId} and a.status = 'verified' and not a.is_deleted
        and not p.is_deleted
    union all
    select c.created_at from comments c
      join people p on p.id = c.person_id
      where c.user_id = ${userId} and not c.is_deleted and not p.is_deleted
        and (c.parent_id is null or exists (
          select 1 from comments parent where parent.id = c.parent_id and not parent.is_deleted))`;
}

async function countContributions(db: Database, userId: number) {
  const [row] = await queryRows<{ contributions: number; days: number }>(
    db,
    sql`select count(*)::int as contributions,
          count(distinct (made_at at time zone 'UTC')::date)::int as days
        from (${contributionTimes(userId)}) contribution`,
  );
  return { contributions: row?.contributions ?? 0, contributionDays: row?.days ?? 0 };
}

/**
 * The user's last judged votes and how many agreed with the decision. A vote is judged
 * when its account is decided (verified or rejected by the community, not deleted) and it
 * was cast before the account was halfway to the deciding threshold. "Halfway" is read
 * from the raw votes for the deciding side cast before this one (by voted_at, then id),
 * not from counted votes: it approximates how far the decision had come. The window is the
 * last judged votes rather than the last votes on decided accounts, so votes piled onto
 * near-decided accounts cannot push a record of disagreeing out of it.
 */
async function countAgreement(db: Database, userId: number) {
  const [row] = await queryRows<{ judged: number; agreeing: number }>(
    db,
    sql`select count(*)::int as judged,
          count(*) filter (where judged.agrees)::int as agreeing
        from (
          select v.is_approval = (a.status = 'verified') as agrees
          from votes v
          join social_accounts a on a.id = v.social_account_id
          where v.user_id = ${userId} and a.status in ('verified', 'rejected') and not a.is_deleted
            and (
              select count(*) from votes earlier
              where earlier.social_account_id = v.social_account_id
                and earlier.is_approval = (a.status = 'verified')
                and (earlier.voted_at, earlier.id) < (v.voted_at, v.id)
            ) * 2 < case when a.status = 'verified'
                then ${VERIFICATION_THRESHOLD}::int else ${REJECTION_THRESHOLD}::int end
          order by v.voted_at desc, v.id desc
          limit ${AGREEMENT_JUDGED_VOTES}
        ) judged`,
  );
  return { judgedVotes: row?.judged ?? 0, agreeingVotes: row?.agreeing ?? 0 };
}

/** What the standing rules read about a user, counted from their rows. */
export async function loadStandingFacts(
  db: Database,
  user: Pick<
    typeof users.$inferSelect,
    'id' | 'role' | 'trustedAt' | 'emailVerifiedAt' | 'createdAt'
  >,
): Promise<StandingFacts> {
  const [contributions, agreement] = await Promise.all([
    countContributions(db, user.id),
    countAgreement(db, user.id),
  ]);
  return {
    isAdmin: user.role === 'admin',
    isTrustedByAdmin: user.trustedAt !== null,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt,
    ...contributions,
    ...agreement,
  };
}

/** A user's standing now, with their progress on each rule; 404 for an unknown user. */
export async function getUserStanding(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<UserStanding> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  return standingOf(await loadStandingFacts(db, user), now);
}

/**
 * An admin grants `trusted`, or with `auto` returns the user to the automatic rules; the
 * audit log records it in the same transaction. A deleted user is refused, as in every
 * admin action on users.
 */
export async function setUserStanding(
  db: Database,
  actorId: number,
  targetId: number,
  { standing }: StandingInput,
): Promise<StandingResult> {
  return db.transaction(async (tx) => {
    const target = await lockForAdminChange(tx, actorId, targetId);
    const trusted = standing === 'trusted';
    const trustedAt = trusted ? (target.trustedAt ?? new Date()) : null;
    const trustedById = trusted ? (target.trustedById ?? actorId) : null;
    const [updated] = await tx
      .update(users)
      .set({ trustedAt, trustedById })
      .where(eq(users.id, targetId))
      .returning();
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'user.standing',
      targetType: 'user',
      targetId,
      before: { trustedAt: target.trustedAt, trustedById: target.trustedById },
      after: { trustedAt, trustedById },
    });
    return {
      message: trusted
        ? `${target.username} is trusted`
        : `${target.username} follows the automatic rules`,
      userId: targetId,
      standing: standingOf(await loadStandingFacts(tx, updated!), new Date()),
    };
  });
}
