import { sql } from 'drizzle-orm';
import { MEMBER_MIN_ACCOUNT_AGE_DAYS } from '@shared/constants';
import { type Database, queryRows } from '../../platform/database/client';
import { refreshStandings } from './standing-recounts';

/** How many users one sweep evaluates at most. */
const SWEEP_BATCH = 500;
/** A member's standing is evaluated again at least this often (an admin may have removed work). */
const MEMBER_RECHECK_HOURS = 24;

/**
 * Evaluates the standings the clock or an admin's removal may have changed without a write
 * of the user's own: users never evaluated (those from before standings were stored), new
 * users whose account came of age since their last evaluation, and members not evaluated
 * for a day. Returns how many users it evaluated and the accounts it recounted.
 */
export async function refreshDueStandings(
  db: Database,
  now: Date,
): Promise<{ evaluated: number; recounted: number[] }> {
  const due = await queryRows<{ id: number }>(
    db,
    sql`select id from users where deleted_at is null and (
          standing_checked_at is null
          or (standing = 'new' and email_verified_at is not null
              and created_at + make_interval(days => ${MEMBER_MIN_ACCOUNT_AGE_DAYS}) <= ${now}
              and standing_checked_at < created_at + make_interval(days => ${MEMBER_MIN_ACCOUNT_AGE_DAYS}))
          or (standing = 'member'
              and standing_checked_at < ${now}::timestamptz - make_interval(hours => ${MEMBER_RECHECK_HOURS})))
        order by standing_checked_at nulls first, id
        limit ${SWEEP_BATCH}`,
  );
  const ids = due.map((row) => row.id);
  return {
    evaluated: ids.length,
    recounted: await refreshStandings(db, ids, now, { markChecked: true }),
  };
}
