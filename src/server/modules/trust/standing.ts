import { sql, type SQL } from 'drizzle-orm';
import { AGREEMENT_JUDGED_VOTES } from '@shared/constants';
import { type StandingFacts, standingOf } from '@shared/standing';
import { type Database, queryRows } from '../../platform/database/client';
import type { users } from '../../model/schema';

/*
 * The rules (src/shared/standing.ts) read the user's rows: the account's age moves with the
 * clock alone, and a contribution an admin removes stops counting at once. The standing the
 * tallies weigh votes by is stored in users.standing, evaluated again whenever something may
 * have changed it: the user's own writes, an admin's grant, a decision on an account they
 * voted on, and on a schedule for the clock (docs/decisions/0011-counted-votes.md).
 */

/**
 * The user's contributions that no admin removed: votes, ratings, reviews, accepted
 * proposals (verified accounts) and comments, on accounts not deleted, of people not
 * deleted, comments not deleted nor hidden with a deleted parent. A community-rejected
 * account is a decision, not a removal: votes on it count.
 */
function contributionTimes(userId: SQL) {
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

/**
 * Whether the decision on account `a` was reached independently of the voter of vote `v`: by
 * an administrator, or by counted votes none of which came from the voter's group at the
 * decision's tally (decision 0022), at the bar votes alone must reach: a decision a proven
 * chain made at the lowered bar is the evidence's, and validates nobody (decision 0031). A
 * voter's own counted vote on the winning side is not independent of them, nor is a ring's
 * decision of its members.
 */
const decidedWithoutVoter = sql`(a.decision_basis = 'moderator' or (not a.bar_lowered
    and not exists (
      select 1 from votes decider
      where decider.social_account_id = a.id and decider.weight > 0
        and decider.is_approval = (a.status = 'verified')
        and coalesce(decider.voter_group, decider.user_id) = coalesce(v.voter_group, v.user_id))))`;

/**
 * The user's judged votes, and whether each agreed with the decision. A vote is judged when
 * its account is decided (verified or rejected, not deleted) independently of the voter
 * (decidedWithoutVoter), and no trust flag in force questions it for this voter: one naming
 * the account and the voter, or naming users whose counted votes made the decision (a
 * flagged ring's decision judges nobody, but a moderator's, or one the flagged newcomers
 * weighed nothing in, still judges the others who voted). When the vote was cast does not
 * matter: an honest member voting at their own pace earns as much as one who votes early.
 */
function judgedVotes(userId: SQL) {
  return sql`
    select v.is_approval = (a.status = 'verified') as agrees, v.voted_at, v.id
    from votes v
    join social_accounts a on a.id = v.social_account_id
    where v.user_id = ${userId} and a.status in ('verified', 'rejected') and not a.is_deleted
      and ${decidedWithoutVoter}
      and not exists (select 1 from trust_flags f
        where a.id = any(f.account_ids) and f.status in ('open', 'confirmed')
          and (v.user_id = any(f.user_ids) or (a.decision_basis <> 'moderator' and exists (
            select 1 from votes decider
            where decider.social_account_id = a.id and decider.weight > 0
              and decider.is_approval = (a.status = 'verified')
              and decider.user_id = any(f.user_ids)))))`;
}

/**
 * The user's proposals others accepted: accounts they submitted that are verified (not
 * deleted, of a listed person) by an administrator, or by counted votes at the bar votes
 * alone must reach, none of which came from the proposer's group at the deciding tally.
 */
function acceptedProposals(userId: SQL) {
  return sql`
    select a.id from social_accounts a
    join people p on p.id = a.person_id
    where a.submitted_by_id = ${userId} and a.status = 'verified' and not a.is_deleted
      and not p.is_deleted and (a.decision_basis = 'moderator'
        or (a.decision_basis = 'community' and not a.bar_lowered and not exists (
          select 1 from votes approver
          where approver.social_account_id = a.id and approver.weight > 0 and approver.is_approval
            and (approver.user_id = a.submitted_by_id
              or coalesce(approver.voter_group, approver.user_id) = a.submitter_group))))`;
}

/** A burn flag names the user: they approved an account shown fake, and their record is void. */
const burned = (userId: SQL) =>
  sql`exists (select 1 from trust_flags f
    where f.kind = 'burn' and f.status = 'confirmed' and ${userId} = any(f.user_ids))`;

type UserRow = typeof users.$inferSelect;

/** What the standing rules read about each of these users, counted from their rows. */
export async function loadStandingFacts(
  db: Database,
  userIds: number[],
): Promise<Map<number, StandingFacts & { kept: UserRow['standing']; checked: boolean }>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{
    id: number;
    role: string;
    trusted: boolean;
    email_verified: boolean;
    created_at: Date | string;
    standing: UserRow['standing'];
    checked: boolean;
    contributions: number;
    days: number;
    judged: number;
    agreeing: number;
    validated: number;
  }>(
    db,
    sql`select u.id, u.role, u.trusted_at is not null as trusted,
          u.email_verified_at is not null as email_verified, u.created_at, u.standing,
          u.standing_checked_at is not null as checked, made.contributions, made.days,
          judged.judged, judged.agreeing, validated.validated
        from users u
        cross join lateral (
          select count(*)::int as contributions,
            count(distinct (made_at at time zone 'UTC')::date)::int as days
          from (${contributionTimes(sql`u.id`)}) contribution
        ) made
        cross join lateral (
          select count(*)::int as judged, count(*) filter (where agrees)::int as agreeing
          from (${judgedVotes(sql`u.id`)} order by v.voted_at desc, v.id desc
            limit ${AGREEMENT_JUDGED_VOTES}) vote
        ) judged
        cross join lateral (
          select case when ${burned(sql`u.id`)} then 0 else
            (select count(*) filter (where agrees) from (${judgedVotes(sql`u.id`)}) vote)::int
            + (select count(*) from (${acceptedProposals(sql`u.id`)}) accepted)::int end as validated
        ) validated
        where u.id = any(${sql.param(userIds)}::int[])`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        isAdmin: row.role === 'admin',
        isTrustedByAdmin: row.trusted,
        emailVerified: row.email_verified,
        createdAt: new Date(row.created_at),
        contributions: row.contributions,
        contributionDays: row.days,
        judgedVotes: row.judged,
        agreeingVotes: row.agreeing,
        validatedRecord: row.validated,
        kept: row.standing,
        checked: row.checked,
      },
    ]),
  );
}

/**
 * Evaluates these users' standing by the rules at `now` and stores it; returns the users
 * whose stored standing changed, whose votes on pending accounts are to be recounted. Only a
 * change (or a first evaluation) is written, so an ordinary write costs no update of the
 * user's row; the scheduled evaluation (`markChecked`) notes the time of every one it made.
 */
export async function evaluateStandings(
  db: Database,
  userIds: number[],
  now: Date,
  { markChecked = false } = {},
): Promise<number[]> {
  const facts = await loadStandingFacts(db, userIds);
  const changed: number[] = [];
  const byStanding = new Map<UserRow['standing'], number[]>();
  for (const [userId, userFacts] of facts) {
    const { standing } = standingOf(userFacts, now);
    if (standing !== userFacts.kept) changed.push(userId);
    else if (userFacts.checked && !markChecked) continue;
    byStanding.set(standing, [...(byStanding.get(standing) ?? []), userId]);
  }
  for (const [standing, ids] of byStanding) {
    await db.execute(
      sql`update users set standing = ${standing}, standing_checked_at = ${now}
          where id = any(${sql.param(ids)}::int[])`,
    );
  }
  return changed;
}

/** The columns of a users row that decide whether a user's own write may change their standing. */
export interface StandingColumns {
  standing: UserRow['standing'];
  standing_checked_at: Date | string | null;
  role: string;
  trusted_at: Date | string | null;
  email_verified_at: Date | string | null;
  created_at: Date | string;
}

/**
 * Whether a user's own write may change their stored standing. Their own work can only raise a
 * new user's standing: a member's falls through decisions on accounts they voted on
 * (refreshVotersOf, in standing-recounts.ts), an admin's removals (the scheduled evaluation)
 * or an admin's action, never through their next rating. A new user whom the rules would keep
 * new even with every contribution counted (the account too young, the e-mail unconfirmed)
 * stays new whatever they write, so their history is not counted either; the clock's part is
 * the scheduled evaluation's.
 */
function ownStandingMayChange(kept: StandingColumns, now: Date): boolean {
  if (kept.standing_checked_at === null) return true;
  if (kept.standing !== 'new') return false;
  const { standing: best } = standingOf(
    {
      isAdmin: kept.role === 'admin',
      isTrustedByAdmin: kept.trusted_at !== null,
      emailVerified: kept.email_verified_at !== null,
      createdAt: new Date(kept.created_at),
      contributions: Number.MAX_SAFE_INTEGER,
      contributionDays: Number.MAX_SAFE_INTEGER,
      judgedVotes: 0,
      agreeingVotes: 0,
      validatedRecord: Number.MAX_SAFE_INTEGER,
    },
    now,
  );
  return best !== 'new';
}

/**
 * After a user's own write: evaluates their standing when it may have changed (see
 * ownStandingMayChange), from `kept` when the caller read it already. Returns whether the
 * stored standing changed.
 */
export async function evaluateOwnStanding(
  db: Database,
  userId: number,
  now: Date,
  kept?: StandingColumns,
): Promise<boolean> {
  const [row] = kept
    ? [kept]
    : await queryRows<StandingColumns>(
        db,
        sql`select standing, standing_checked_at, role, trusted_at, email_verified_at, created_at
            from users where id = ${userId}`,
      );
  if (!row || !ownStandingMayChange(row, now)) return false;
  return (await evaluateStandings(db, [userId], now)).length > 0;
}
