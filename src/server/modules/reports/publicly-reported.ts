import { sql } from 'drizzle-orm';
import { REPORTERS_TO_SHOW_REPORTED } from '@shared/constants';
import type { VoterLink } from '@shared/independence';
import type { Tier } from '@shared/schemas/trust';
import { type Database, queryRows } from '../../platform/database/client';
import { countIndependentGroups } from '../trust';

/**
 * Whether the public sees a verified account as reported (`/check`, the lookup): an
 * administrator has taken a report of it up (investigating); or, for an account verified by
 * the community alone, members in good standing (not new, not disabled) from
 * REPORTERS_TO_SHOW_REPORTED independent groups report it, grouped as votes are (decision
 * 0031), reports sent from one network counting as one. Members' reports never tarnish an
 * account a moderator verified or a proven chain roots: only a moderator taking one up does.
 */
export async function isPubliclyReported(
  db: Database,
  account: { id: number; tier: Tier | null },
): Promise<boolean> {
  const [row] = await queryRows<{
    investigating: boolean;
    reporters: { userId: number; network: string | null }[];
  }>(
    db,
    sql`select
          exists (select 1 from reports r where r.social_account_id = ${account.id}
            and r.status = 'investigating') as investigating,
          coalesce((select json_agg(json_build_object('userId', r.user_id,
              'network', r.network_digest))
            from reports r join users u on u.id = r.user_id
            where r.social_account_id = ${account.id} and r.status = 'pending'
              and u.standing <> 'new' and u.disabled_at is null and u.deleted_at is null), '[]')
            as reporters`,
  );
  if (row!.investigating) return true;
  if (account.tier !== 'community' || row!.reporters.length < REPORTERS_TO_SHOW_REPORTED) {
    return false;
  }
  const sameNetwork: VoterLink[] = row!.reporters.flatMap((one, index) =>
    row!.reporters
      .slice(index + 1)
      .filter((other) => one.network !== null && other.network === one.network)
      .map((other): VoterLink => ({ userIds: [one.userId, other.userId], kind: 'network' })),
  );
  const groups = await countIndependentGroups(
    db,
    row!.reporters.map((reporter) => reporter.userId),
    sameNetwork,
  );
  return groups >= REPORTERS_TO_SHOW_REPORTED;
}
