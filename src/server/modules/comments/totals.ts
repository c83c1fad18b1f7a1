import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { PUBLIC_READ_MAX_AGE_SECONDS } from '@shared/constants';
import { type Database, queryRows } from '../../db/client';

/**
 * Up to this many top-level comments the feed's total is counted exactly; beyond it the
 * total is the planner's estimate, because counting them all would cost more than the page.
 */
export const EXACT_TOTAL_LIMIT = 10_000;

export interface FeedTotal {
  total: number;
  isEstimate: boolean;
}

/**
 * An estimate is kept as long as a shared cache may keep the page that shows it, so the
 * further pages of a large feed count nothing. Exact totals are always counted afresh.
 */
const estimatesByDatabase = new WeakMap<Database, LRUCache<string, number>>();

function keptEstimates(db: Database): LRUCache<string, number> {
  const kept =
    estimatesByDatabase.get(db) ??
    new LRUCache<string, number>({ max: 1000, ttl: PUBLIC_READ_MAX_AGE_SECONDS * 1000 });
  estimatesByDatabase.set(db, kept);
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

/**
 * How many rows `rows()` (a new query each call: a limit changes the builder) selects when a
 * page does not tell by itself: counted up to EXACT_TOTAL_LIMIT, estimated beyond. Equal
 * `key`s mean equal queries.
 */
export async function countFeed(
  db: Database,
  rows: () => PgSelect,
  key: string,
): Promise<FeedTotal> {
  const kept = keptEstimates(db);
  const known = kept.get(key);
  if (known !== undefined) return { total: known, isEstimate: true };
  const bounded = rows()
    .limit(EXACT_TOTAL_LIMIT + 1)
    .as('bounded');
  const [counted] = await db.select({ total: count() }).from(bounded);
  const total = Number(counted?.total ?? 0);
  if (total <= EXACT_TOTAL_LIMIT) return { total, isEstimate: false };
  const estimate = Math.max(await plannedRows(db, rows()), total);
  kept.set(key, estimate);
  return { total: estimate, isEstimate: true };
}

/** The total a page of `rowCount` rows proves by itself (the last page, or nothing at all), else null. */
export function totalOfPage(page: number, limit: number, rowCount: number): FeedTotal | null {
  if (rowCount > 0 && rowCount < limit)
    return { total: (page - 1) * limit + rowCount, isEstimate: false };
  if (page === 1 && rowCount === 0) return { total: 0, isEstimate: false };
  return null;
}
