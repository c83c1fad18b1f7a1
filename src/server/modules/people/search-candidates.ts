import { and, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/database/client';
import { people } from '../../model/schema';
import { MATCH_TIERS, type SearchMatch } from './search';
import { expectedShare, termsShare, wordShares } from './word-shares';

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
 * Below this share of its people having the other query words, a query's rarest word is not
 * read from the postings (most of them would be read for nothing): the word index
 * intersects the words instead.
 */
const MIN_POSTED_PASSING = 0.1;
/**
 * What reading costs, in microseconds as measured at a million people on PostgreSQL 15: a
 * row of the rating order walked and tested, one search posting, one word's postings found.
 * Their ratios choose between walking and reading postings.
 */
const WALKED_ROW_COST = 6;
const POSTING_COST = 0.5;
const TERM_PROBE_COST = 5;

const idsOf = (ids: number[]) => sql`select unnest(${sql.param(ids)}::int[])`;

/**
 * The directory's order without a search, and among equally good matches: overall rating
 * (unrated last), then name. The rating order indexes follow it (schema.ts).
 */
export const byRating = sql`${people.avgRating} desc nulls last, ${people.firstName}, ${people.lastName}, ${people.id}`;

/** By a match tier, then better-rated and more-verified people first, then the directory's order. */
const byTierThenRating = (tier: SQL) =>
  sql`${tier} desc, ${people.avgRating} desc nulls last, ${people.verifiedAccountCount} desc, ${people.firstName}, ${people.lastName}, ${people.id}`;

/**
 * The order of a search's matches: by how well they match (MATCH_TIERS), then better-rated
 * and more-verified people first.
 */
export const bySearchRank = (match: SearchMatch) => byTierThenRating(match.tier);

/**
 * The order of a search's matches whose tiers the name index told (a person it did not name,
 * found by the name holding the query, is a loose match): as bySearchRank.
 */
export function byTiers(tiers: ReadonlyMap<number, number>) {
  return byTierThenRating(
    sql`coalesce((${sql.param([...tiers.values()])}::int[])[array_position(${sql.param([...tiers.keys()])}::int[], ${people.id})], ${MATCH_TIERS.loose})`,
  );
}

/**
 * The people a search ranks, as a subquery of their ids for the page's own statement (a
 * walk of the rating order runs first: only its result tells whether rarer matches lie
 * beyond it): its best-rated matches and the people whose whole name, alias,
 * handle or address the query is.
 * Ranking every match of a one-letter prefix would read half the directory. Common words
 * are found walking the rating order index (from the index alone: it holds the words and
 * the filtered columns), which stops at the bound. Rare ones, by the planner's statistics
 * or because that walk found too few, are listed by the word index all at once, those
 * having every word exactly first, so that prefixes and typos of other names cannot crowd
 * them out. Words in between, too rare to walk for and too common to list whole, are read
 * from the stored search postings (postedCandidates); a walk and the postings are weighed by
 * what each would read (the costs above).
 */
export async function findSearchCandidates(
  db: Database,
  filters: SQL[],
  match: SearchMatch,
  bound: number,
): Promise<SQL> {
  const filtered = and(...filters);
  const wholeName = sql`select ${people.id} as id from ${people}
    where ${filtered} and ${match.wholeCondition}`;
  const shares = await wordShares(db);
  const share = expectedShare(shares, match.wordTerms);
  const walk = () => walkForCandidates(db, filtered, wholeName, match, bound);
  if (!shares || share === null) {
    const walked = await walk();
    return walked ? idsOf(walked) : rareCandidates(filtered, wholeName, match, bound);
  }
  const shareOf = match.wordTerms.map((terms) => termsShare(shares, terms));
  const driver = shareOf.indexOf(Math.min(...shareOf));
  // The share of the rarest word's people that have the other words too: reading its
  // postings finds the bound after about bound / passing of them.
  const passing = share / Math.max(shareOf[driver]!, Number.MIN_VALUE);
  const walkCost = share * SEARCH_WALK >= bound ? (bound / share) * WALKED_ROW_COST : Infinity;
  const postedCost =
    passing < MIN_POSTED_PASSING
      ? Infinity
      : match.wordTerms[driver]!.reduce(
          (cost, term) =>
            cost +
            TERM_PROBE_COST +
            (Math.min(bound, termsShare(shares, [term]) * shares.people) * POSTING_COST) / passing,
          0,
        );
  if (walkCost < Infinity && walkCost <= postedCost) {
    const walked = await walk();
    if (walked) return idsOf(walked);
  }
  if (postedCost < Infinity) return postedCandidates(filters, wholeName, match, bound, driver);
  return rareCandidates(filtered, wholeName, match, bound);
}

/**
 * The candidates an instance's name index found, as a subquery of their ids: the whole
 * matches, and the `bound` best-rated of the people it found by their words; with `inName`
 * (the index found every word match, fewer than the bound), also the best-rated people whose
 * name holds the query, which only the database's trigram index finds.
 */
export function indexedCandidates(
  { whole, ranked }: { whole: number[]; ranked: number[] },
  inName: SQL | null,
  bound: number,
): SQL {
  const best = sql`(select ${people.id} from ${people}
      where ${people.id} = any(${sql.param(ranked)}::int[]) and not ${people.isDeleted}
      order by ${byRating} limit ${bound})`;
  const inNames = inName
    ? sql` union (select ${people.id} from ${people} where not ${people.isDeleted} and ${inName}
               order by ${byRating} limit ${bound})`
    : sql``;
  return sql`(${idsOf(whole)}) union ${best}${inNames}`;
}

/**
 * The best-rated matches read from the stored search postings of one query word (the
 * rarest): each of its stored words gives its best-rated people from the index alone, those
 * having the word exactly first; the other query words and the filters are checked on the
 * person's row only when there are any. Stops at the bound however many have the word.
 */
function postedCandidates(
  filters: SQL[],
  wholeName: SQL,
  match: SearchMatch,
  bound: number,
  driver: number,
): SQL {
  const terms = match.wordTerms[driver]!;
  const exact = new Set(match.exactTerms[driver]);
  // Postings hold live people only: the person's row is read for further conditions alone.
  const conditions = [
    ...filters.slice(1),
    ...match.wordOnRow.filter((_, index) => index !== driver),
  ];
  const onPerson = conditions.length
    ? sql`join ${people} on ${people.id} = sp.person_id and ${and(...conditions)}`
    : sql``;
  return sql`(${wholeName})
        union (select id from (
          select ranked.person_id as id, bool_or(t.exact) as exact, max(ranked.avg_rating) as rating
          from unnest(${sql.param(terms)}::text[], ${sql.param(terms.map((term) => exact.has(term)))}::bool[]) as t(term, exact)
          cross join lateral (
            select sp.person_id, sp.avg_rating from search_postings sp ${onPerson}
            where sp.term = t.term
            order by sp.avg_rating desc nulls last, sp.person_id
            limit ${bound}) ranked
          group by ranked.person_id
          order by exact desc, rating desc nulls last, id
          limit ${bound}) best)`;
}

/** The best-rated matches found walking the rating order index, or null when too few were. */
async function walkForCandidates(
  db: Database,
  filtered: SQL | undefined,
  wholeName: SQL,
  match: SearchMatch,
  bound: number,
): Promise<number[] | null> {
  // Besides the candidates, the walk returns -1 when it found too few before its end: only
  // then can rarer matches lie beyond it (a small directory is walked whole). The case keeps
  // the walk's end unread when enough were found (the planner would test it first).
  const walked = await queryRows<{ id: number }>(
    db,
    sql`with walked as (
          select ${people.id} as id, ${match.walkCondition} as matches
          from ${people} where ${filtered} order by ${byRating} limit ${SEARCH_WALK})
        (${wholeName})
        union (select id from walked where matches limit ${bound})
        union (select -1 where case
                 when (select count(*) from (select from walked where matches limit ${bound}) found) < ${bound}
                 then exists (select from walked offset ${SEARCH_WALK - 1}) else false end)`,
  );
  const ids = walked.map((row) => Number(row.id));
  return ids.includes(-1) ? null : ids;
}

/** Every match through the word index, the best (exact words, then rating) first. */
function rareCandidates(
  filtered: SQL | undefined,
  wholeName: SQL,
  match: SearchMatch,
  bound: number,
): SQL {
  // Ordered first by an expression, which the rating index cannot give: the planner reads
  // the word index instead of walking again.
  return sql`(${wholeName})
        union (select ${people.id} from ${people} where ${filtered} and ${match.condition}
               order by ${match.exactCondition} desc, ${byRating}
               limit ${bound})`;
}
