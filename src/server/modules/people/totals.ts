import { count, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { people } from '../../db/schema';

/**
 * Up to this many matching people the total is counted exactly; beyond it the total is the
 * query planner's estimate, because counting a million rows would cost more than the page.
 */
export const EXACT_TOTAL_LIMIT = 10_000;

export interface PeopleTotal {
  total: number;
  isEstimate: boolean;
}

interface ExplainRow {
  'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string;
}

async function estimatedMatches(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await queryRows<ExplainRow>(
    db,
    sql`explain (format json) ${db.select({ id: people.id }).from(people).where(where)}`,
  );
  const plan = row?.['QUERY PLAN'];
  const parsed =
    typeof plan === 'string' ? (JSON.parse(plan) as Exclude<typeof plan, string>) : plan;
  return Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0);
}

/** How many live people match: exact for small results, estimated for large ones. */
export async function countPeople(db: Database, where: SQL | undefined): Promise<PeopleTotal> {
  const bounded = db
    .select({ id: people.id })
    .from(people)
    .where(where)
    .limit(EXACT_TOTAL_LIMIT + 1)
    .as('bounded');
  const [row] = await db.select({ total: count() }).from(bounded);
  const counted = Number(row?.total ?? 0);
  if (counted <= EXACT_TOTAL_LIMIT) return { total: counted, isEstimate: false };
  const estimate = await estimatedMatches(db, where);
  return { total: Math.max(estimate, counted), isEstimate: true };
}
