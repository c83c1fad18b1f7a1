import { and, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { people } from '../../db/schema';
import type { SearchMatch } from './search';
import { expectedShare, wordShares } from './word-shares';

/**
 * A search ranks at most this many of its best-rated matches (more when a deep page asks):
 * ten pages of ten. Past it the total is an estimate.
 */
export const SEARCH_CANDIDATES = 100;
/**
 * How many people, best-rated first, a search reads through the rating order index looking
 * for its candidates before it takes them from the word index instead.
 */
const SEARCH_WALK = 10_000;

/**
 * The directory's order without a search, and among equally good matches: overall rating
 * (unrated last), then name. The rating order indexes follow it (schema.ts).
 */
export const byRating = sql`${people.avgRating} desc nulls last, ${people.firstName}, ${people.lastName}, ${people.id}`;

/**
 * The order of a search's matches: by how well they match (MATCH_TIERS), then better-rated
 * and more-verified people first.
 */
export const bySearchRank = (match: SearchMatch) =>
  sql`${match.tier} desc, ${people.avgRating} desc nulls last, ${people.verifiedAccountCount} desc, ${people.firstName}, ${people.lastName}, ${people.id}`;

/**
 * The people a search ranks: its best-rated matches and the people whose whole name, alias,
 * handle or address the query is.
 * Ranking every match of a one-letter prefix would read half the directory. Common words
 * are found walking the rating order index (from the index alone: it holds the words and
 * the filtered columns), which stops at the bound. Rare ones, by the planner's statistics
 * or because that walk found too few, are listed by the word index all at once, those
 * having every word exactly first, so that prefixes and typos of other names cannot crowd
 * them out.
 */
export async function findSearchCandidates(
  db: Database,
  filters: SQL[],
  match: SearchMatch,
  bound: number,
): Promise<number[]> {
  const filtered = and(...filters);
  const wholeName = sql`select ${people.id} as id from ${people}
    where ${filtered} and ${match.wholeCondition}`;
  const share = expectedShare(await wordShares(db), match.wordTerms);
  if (share === null || share * SEARCH_WALK >= bound) {
    const walked = await walkForCandidates(db, filtered, wholeName, match, bound);
    if (walked) return walked;
  }
  return rareCandidates(db, filtered, wholeName, match, bound);
}

/** The best-rated matches found walking the rating order index, or null when too few were. */
async function walkForCandidates(
  db: Database,
  filtered: SQL | undefined,
  wholeName: SQL,
  match: SearchMatch,
  bound: number,
): Promise<number[] | null> {
  // Besides the candidates, the walk answers -1 when it found too few before its end: only
  // then can rarer matches lie beyond it (a small directory is walked whole).
  const walked = await queryRows<{ id: number }>(
    db,
    sql`with walked as (
          select ${people.id} as id, ${match.condition} as matches
          from ${people} where ${filtered} order by ${byRating} limit ${SEARCH_WALK})
        (${wholeName})
        union (select id from walked where matches limit ${bound})
        union (select -1 where (select count(*) from (select from walked where matches limit ${bound}) found) < ${bound}
                 and exists (select from walked offset ${SEARCH_WALK - 1}))`,
  );
  const ids = walked.map((row) => Number(row.id));
  return ids.includes(-1) ? null : ids;
}

/** Every match through the word index, the best (exact words, then rating) first. */
async function rareCandidates(
  db: Database,
  filtered: SQL | undefined,
  wholeName: SQL,
  match: SearchMatch,
  bound: number,
): Promise<number[]> {
  // Ordered first by an expression, which the rating index cannot give: the planner reads
  // the word index instead of walking again.
  const rare = await queryRows<{ id: number }>(
    db,
    sql`(${wholeName})
        union (select ${people.id} from ${people} where ${filtered} and ${match.condition}
               order by ${match.exactCondition} desc, ${byRating}
               limit ${bound})`,
  );
  return rare.map((row) => Number(row.id));
}
