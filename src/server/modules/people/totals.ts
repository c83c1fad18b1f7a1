import type { SQL } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import {
  countRows,
  estimateRows,
  type PageTotal,
  totalOfPage,
} from '../../platform/database/totals';
import { people } from '../../model/schema';

interface PageShape {
  page: number;
  limit: number;
  rowCount: number;
  /** Every candidate counted while ranking them, when the query did (searches do). */
  matchCount?: number | null;
  /** The most candidates a search ranks; as many candidates as that may not be every match. */
  candidateBound?: number;
}

/** The total a page proves by itself, or null when only counting or estimating can tell. */
export function totalShownByPage({
  page,
  limit,
  rowCount,
  matchCount,
  candidateBound,
}: PageShape): PageTotal | null {
  if (matchCount !== undefined && matchCount !== null) {
    const everyMatch = candidateBound === undefined || matchCount < candidateBound;
    return everyMatch ? { total: matchCount, isEstimate: false } : null;
  }
  return totalOfPage(page, limit, rowCount);
}

const matching = (db: Database, where: SQL | undefined) =>
  db.select({ id: people.id }).from(people).where(where).$dynamic();

/**
 * How many live people match: exact for small results, estimated for large ones.
 * `filterKey` names the filter (equal keys, equal `where`) so a recent estimate is reused;
 * `countBounded`, a prepared count of the same people, counts them when there is one.
 */
export function countPeople(
  db: Database,
  where: SQL | undefined,
  filterKey: string,
  countBounded?: (bound: number) => Promise<number>,
): Promise<PageTotal> {
  return countRows(db, () => matching(db, where), filterKey, countBounded);
}

/** The planner's estimate of the people matching, at least `atLeast` (those already found). */
export function estimatePeople(
  db: Database,
  where: SQL | undefined,
  filterKey: string,
  atLeast: number,
): Promise<PageTotal> {
  return estimateRows(db, matching(db, where), filterKey, atLeast);
}
