import { and, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { people } from '../../db/schema';
import type { SearchMatch } from './search';

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

const byRating = sql`${people.avgRating} desc nulls last, ${people.firstName}, ${people.lastName}, ${people.id}`;

/**
 * The people a search ranks: its best-rated matches and the person of that exact name.
 * Ranking every match of a one-letter prefix would read half the directory. Common words
 * are found walking the rating order index (from the index alone: it holds the words and
 * the filtered columns), which stops at the bound; when that walk finds too few, the
 * matches are rare, and the word index lists them all at once, those having every word
 * exactly first, so that prefixes and typos of other names cannot crowd them out.
 */
export async function findSearchCandidates(
  db: Database,
  filters: SQL[],
  match: SearchMatch,
  bound: number,
): Promise<number[]> {
  const filtered = and(...filters);
  const wholeName = sql`select ${people.id} as id from ${people}
    where ${filtered} and ${people.nameKey} = ${match.phrase}`;
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
  if (!ids.includes(-1)) return ids;
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
