import { count, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { PUBLIC_READ_MAX_AGE_SECONDS } from '@shared/constants';
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

/**
 * Estimated totals are kept as long as a shared cache may keep the page that shows them:
 * an estimate a few seconds old is as good as a new one, and every further page of a
 * large result then skips the bounded count. Exact totals are always counted afresh.
 */
const estimatesByDatabase = new WeakMap<Database, LRUCache<string, number>>();

function estimateCache(db: Database): LRUCache<string, number> {
  let cache = estimatesByDatabase.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 1000, ttl: PUBLIC_READ_MAX_AGE_SECONDS * 1000 });
    estimatesByDatabase.set(db, cache);
  }
  return cache;
}

interface PageShape {
  page: number;
  limit: number;
  rowCount: number;
  /** Every candidate counted while ranking them, when the query did (searches do). */
  matchCount?: number | null;
  /** The most candidates a search ranks; as many candidates as that may not be every match. */
  candidateBound?: number;
}

/** The total a page proves by itself, or null when only counting can tell. */
export function totalShownByPage({
  page,
  limit,
  rowCount,
  matchCount,
  candidateBound,
}: PageShape): PeopleTotal | null {
  if (matchCount !== undefined && matchCount !== null) {
    const everyMatch = candidateBound === undefined || matchCount < candidateBound;
    return everyMatch ? { total: matchCount, isEstimate: false } : null;
  }
  const lastPage = rowCount > 0 && rowCount < limit;
  if (lastPage) return { total: (page - 1) * limit + rowCount, isEstimate: false };
  if (page === 1 && rowCount === 0) return { total: 0, isEstimate: false };
  return null;
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

/**
 * The planner's estimate of the live people matching, at least `atLeast` (those already
 * found), kept like the other estimates.
 */
export async function estimatePeople(
  db: Database,
  where: SQL | undefined,
  filterKey: string,
  atLeast: number,
): Promise<PeopleTotal> {
  const cache = estimateCache(db);
  // Kept apart from countPeople's: that one counts up to its bound before it estimates.
  const key = `past candidates ${filterKey}`;
  const estimate = Math.max(cache.get(key) ?? (await estimatedMatches(db, where)), atLeast);
  cache.set(key, estimate);
  return { total: estimate, isEstimate: true };
}

/**
 * How many live people match: exact for small results, estimated for large ones.
 * `filterKey` names the filter (equal keys, equal `where`) so a recent estimate is reused.
 */
export async function countPeople(
  db: Database,
  where: SQL | undefined,
  filterKey: string,
): Promise<PeopleTotal> {
  const cache = estimateCache(db);
  const known = cache.get(filterKey);
  if (known !== undefined) return { total: known, isEstimate: true };
  const bounded = db
    .select({ id: people.id })
    .from(people)
    .where(where)
    .limit(EXACT_TOTAL_LIMIT + 1)
    .as('bounded');
  const [row] = await db.select({ total: count() }).from(bounded);
  const counted = Number(row?.total ?? 0);
  if (counted <= EXACT_TOTAL_LIMIT) return { total: counted, isEstimate: false };
  const estimate = Math.max(await estimatedMatches(db, where), counted);
  cache.set(filterKey, estimate);
  return { total: estimate, isEstimate: true };
}
