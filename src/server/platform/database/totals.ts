import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { PUBLIC_READ_MAX_AGE_SECONDS } from '@shared/constants';
import { type Database, queryRows } from './client';

/**
 * Up to this many rows a paged list's total is counted exactly; beyond it the total is the
 * query planner's estimate, because counting a million rows would cost more than the page.
 */
export const EXACT_TOTAL_LIMIT = 10_000;
/** How far a bounded count counts: one past the exact limit tells that there are more. */
export const COUNT_BOUND = EXACT_TOTAL_LIMIT + 1;

export interface PageTotal {
  total: number;
  isEstimate: boolean;
}

/**
 * Estimated totals are cached as long as a shared cache may store the page that shows them:
 * an estimate a few seconds old is as good as a new one, and every further page of a
 * large list then skips the bounded count. Exact totals are always counted afresh.
 */
const estimatesByDatabase = new WeakMap<Database, LRUCache<string, number>>();

function storedEstimates(db: Database): LRUCache<string, number> {
  let kept = estimatesByDatabase.get(db);
  if (!kept) {
    kept = new LRUCache({ max: 1000, ttl: PUBLIC_READ_MAX_AGE_SECONDS * 1000 });
    estimatesByDatabase.set(db, kept);
  }
  return kept;
}

type PlannedRows = { 'QUERY PLAN': string | [{ Plan: { 'Plan Rows': number } }] };

async function plannedRows(db: Database, rows: PgSelect): Promise<number> {
  const [explained] = await queryRows<PlannedRows>(db, sql`explain (format json) ${rows}`);
  const plan = explained?.['QUERY PLAN'];
  const [top] =
    typeof plan === 'string' ? (JSON.parse(plan) as Exclude<typeof plan, string>) : (plan ?? []);
  return Math.round(top?.Plan['Plan Rows'] ?? 0);
}

/** The total a page of `rowCount` rows proves by itself (the last page, or nothing at all), else null. */
export function totalOfPage(page: number, limit: number, rowCount: number): PageTotal | null {
  if (rowCount > 0 && rowCount < limit)
    return { total: (page - 1) * limit + rowCount, isEstimate: false };
  if (page === 1 && rowCount === 0) return { total: 0, isEstimate: false };
  return null;
}

async function countUpTo(db: Database, rows: PgSelect, bound: number): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(rows.limit(bound).as('bounded'));
  return Number(counted?.total ?? 0);
}

/** Whether a recent estimate is cached under `key`: a total asked for then needs no count. */
export function hasStoredEstimate(db: Database, key: string): boolean {
  return storedEstimates(db).has(key);
}

/**
 * How many rows `rows()` (a new query each call: a limit changes the builder) selects:
 * counted up to EXACT_TOTAL_LIMIT (by `countBounded`, up to COUNT_BOUND, when the caller has
 * its own count of the same rows), estimated beyond. Equal `key`s mean equal queries, so a
 * recent estimate is reused.
 */
export async function countRows(
  db: Database,
  rows: () => PgSelect,
  key: string,
  countBounded: (bound: number) => Promise<number> = (bound) => countUpTo(db, rows(), bound),
): Promise<PageTotal> {
  const kept = storedEstimates(db);
  const known = kept.get(key);
  if (known !== undefined) return { total: known, isEstimate: true };
  const total = await countBounded(COUNT_BOUND);
  if (total <= EXACT_TOTAL_LIMIT) return { total, isEstimate: false };
  const estimate = Math.max(await plannedRows(db, rows()), total);
  kept.set(key, estimate);
  return { total: estimate, isEstimate: true };
}

/**
 * The planner's estimate of the rows `rows` selects, at least `atLeast` (those already
 * found), cached like the other estimates under its own key.
 */
export async function estimateRows(
  db: Database,
  rows: PgSelect,
  key: string,
  atLeast: number,
): Promise<PageTotal> {
  const kept = storedEstimates(db);
  // Kept apart from countRows's: that one counts up to its bound before it estimates.
  const estimateKey = `estimate only ${key}`;
  const estimate = Math.max(kept.get(estimateKey) ?? (await plannedRows(db, rows)), atLeast);
  kept.set(estimateKey, estimate);
  return { total: estimate, isEstimate: true };
}
