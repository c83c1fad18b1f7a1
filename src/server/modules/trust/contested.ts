import { sql } from 'drizzle-orm';
import type { Contest } from '@shared/proof-chain';
import type { ContestedAccount } from '@shared/schemas/trust';
import { contestPhrase } from '@shared/verification';
import { type Database, queryRows } from '../../platform/database/client';

/** The accounts the person's own evidence contests, for a moderator to decide, oldest first. */
export async function listContestedAccounts(
  db: Database,
): Promise<{ accounts: ContestedAccount[] }> {
  const rows = await queryRows<
    Omit<ContestedAccount, 'contest' | 'submittedAt'> & { contest: Contest; submittedAt: string }
  >(
    db,
    sql`select a.id, pl.name as platform, a.username, a.status, a.approval_count as "approvalCount",
          a.contest, a.submitted_at as "submittedAt",
          json_build_object('id', p.id, 'slug', p.slug,
            'name', p.first_name || ' ' || p.last_name) as person,
          (select count(distinct burned.user_id)::int from trust_flags f
            cross join lateral unnest(f.user_ids) as burned(user_id)
            where f.kind = 'burn' and f.status = 'confirmed' and a.id = any(f.account_ids))
            as "burnedUsers"
        from social_accounts a
        join platforms pl on pl.id = a.platform_id
        join people p on p.id = a.person_id and not p.is_deleted
        where a.contest is not null and not a.is_deleted and a.status <> 'rejected'
        order by a.submitted_at, a.id limit 200`,
  );
  return {
    accounts: rows.map((row) => ({
      ...row,
      contest: contestPhrase(row.contest),
      submittedAt: new Date(row.submittedAt).toISOString(),
    })),
  };
}
