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
const SEARCH_WALK = 20_000;

const byRating = (rating: SQL) =>
  sql`${rating} desc nulls last, ${people.firstName}, ${people.lastName}, ${people.id}`;

/**
 * The people a search ranks: the best-rated matches, the best-rated of those having every
 * word exactly (so prefixes and typos of popular names cannot crowd them out), and the
 * person of that exact name. Ranking every match of a one-letter prefix would read half
 * the directory. Common words are found walking the rating order index (from the index
 * alone: it holds the words and the filtered columns), which stops at the bound; when that
 * walk finds too few, the matches are rare and the word index lists them all at once.
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
          select ${people.id} as id, ${match.condition} as matches, ${match.exactCondition} as exact
          from ${people} where ${filtered} order by ${byRating(sql`${people.avgRating}`)} limit ${SEARCH_WALK})
        (${wholeName})
        union (select id from walked where exact limit ${bound})
        union (select id from walked where matches limit ${bound})
        union (select -1 where (select count(*) from (select from walked where matches limit ${bound}) found) < ${bound}
                 and exists (select from walked offset ${SEARCH_WALK - 1}))`,
  );
  const ids = walked.map((row) => Number(row.id));
  if (!ids.includes(-1)) return ids;
  // An order the rating index cannot give, so that the planner reads the word index.
  const rareFirst = byRating(sql`(${people.avgRating} + 0)`);
  const rare = await queryRows<{ id: number }>(
    db,
    sql`(${wholeName})
        union (select ${people.id} from ${people} where ${filtered} and ${match.exactCondition}
               order by ${rareFirst} limit ${bound})
        union (select ${people.id} from ${people} where ${filtered} and ${match.condition}
               order by ${rareFirst} limit ${bound})`,
  );
  return rare.map((row) => Number(row.id));
}
