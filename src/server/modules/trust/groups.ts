import { sql } from 'drizzle-orm';
import { independentGroups, type VoterLink } from '@shared/independence';
import { type Database, queryRows } from '../../platform/database/client';
import { linksAmongQuery } from './independence';

/**
 * How many independent groups these users form, by the independence votes are grouped by
 * (decisions 0022 and 0031): their links over their histories, the flags in force naming
 * two of them, and `extraLinks` the caller knows (reports sent from one network). Trusted
 * users are each a group of their own.
 */
export async function countIndependentGroups(
  db: Database,
  userIds: number[],
  extraLinks: VoterLink[] = [],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const ids = sql.param(userIds);
  const [row] = await queryRows<{ links: VoterLink[]; flags: number[][] }>(
    db,
    sql`select (${linksAmongQuery(sql`select unnest(${ids}::int[])`)}) as links,
          coalesce((select json_agg(f.user_ids) from trust_flags f
            where (f.status = 'confirmed' or (f.status = 'open' and f.kind <> 'burst'))
              and f.user_ids && ${ids}::int[]), '[]') as flags`,
  );
  const flagLinks = row!.flags.flatMap((users) =>
    users.slice(1).map((userId): VoterLink => ({ userIds: [users[0]!, userId], kind: 'flag' })),
  );
  const groups = independentGroups(userIds, [...row!.links, ...flagLinks, ...extraLinks]);
  return new Set(groups.values()).size;
}
