import { type SQL, sql } from 'drizzle-orm';
import { deletionVariants, FUZZY_MIN_WORD_LENGTH, normalizeSearchText } from '@shared/search-text';
import { type Database, queryRows } from '../../db/client';
import { people } from '../../db/schema';

/** At most this many query words count; the rest of a long query adds nothing but cost. */
const MAX_QUERY_WORDS = 6;
/** How many dictionary words one typed prefix may expand to. */
const MAX_PREFIX_TERMS = 1000;
/**
 * A phrase shorter than this is not also matched inside names: two letters occur in half
 * the names, and the trigram index cannot narrow them.
 */
const MIN_SUBSTRING_PHRASE = 3;

export interface SearchMatch {
  /** The search text as matched: normalised, so equal phrases share it. */
  phrase: string;
  /** Keeps the people who match every query word (exactly, by prefix or within one typo) or the whole phrase. */
  condition: SQL;
  /** Keeps the people having every query word exactly: the best matches, ranked above the rest. */
  exactCondition: SQL;
  /** Higher for better matches: exact words over prefixes over typos, and the whole name above all. */
  score: SQL;
  /** For each query word, the stored words it may mean (itself, words it begins, typos). */
  wordTerms: string[][];
}

interface WordTerms {
  exact: string;
  prefixed: string[];
  fuzzy: string[];
}

async function expandWords(db: Database, words: string[]): Promise<WordTerms[]> {
  const lookups = words.map((word, index) => {
    const variants = word.length >= FUZZY_MIN_WORD_LENGTH ? [word, ...deletionVariants(word)] : [];
    return sql`
      (select ${index}::int as position, 'prefix' as kind, term from (
        select distinct term from search_terms where term like ${`${word}%`} order by term limit ${MAX_PREFIX_TERMS}
      ) prefix_terms)
      union all
      (select ${index}::int, 'fuzzy', term from search_terms where variant = any(${sql.param(variants)}::text[]))`;
  });
  const found = await queryRows<{ position: number; kind: 'prefix' | 'fuzzy'; term: string }>(
    db,
    sql.join(lookups, sql` union all `),
  );
  return words.map((word, index) => {
    const rows = found.filter((row) => Number(row.position) === index);
    return {
      exact: word,
      prefixed: rows.filter((row) => row.kind === 'prefix').map((row) => row.term),
      fuzzy: rows.filter((row) => row.kind === 'fuzzy').map((row) => row.term),
    };
  });
}

/**
 * Turns a search text into a filter and a ranking over people. Words are matched through
 * the search dictionary (see search-index.ts); the whole normalised text is also matched
 * as a substring of the full name, through the trigram index.
 */
export async function buildSearchMatch(
  db: Database,
  searchText: string,
): Promise<SearchMatch | null> {
  const phrase = normalizeSearchText(searchText);
  if (!phrase) return null;
  const words = [...new Set(phrase.split(' '))].slice(0, MAX_QUERY_WORDS);
  const expanded = await expandWords(db, words);

  // Words hold letters and digits only (normalizeSearchText), so a word start is matched by
  // one LIKE on the words joined with spaces: cheaper per row than comparing every expansion.
  const joinedWords = sql`(' ' || array_to_string(${people.searchWords}, ' '))`;
  const wordTerms = expanded.map(({ exact, prefixed, fuzzy }) => [
    ...new Set([exact, ...prefixed, ...fuzzy]),
  ]);
  const wordMatches = expanded.map(({ exact }, index) => {
    const any = wordTerms[index]!;
    return {
      matches: sql`${people.searchWords} && ${sql.param(any)}::text[]`,
      score: sql`case when ${people.searchWords} @> array[${exact}]::text[] then 3
        when ${joinedWords} like ${`% ${exact}%`} then 2
        else 1 end`,
    };
  });
  const allWords = sql.join(
    wordMatches.map((word) => word.matches),
    sql` and `,
  );
  const phraseMatch =
    phrase.length >= MIN_SUBSTRING_PHRASE
      ? sql`${people.nameKey} like ${`%${phrase}%`}`
      : sql`false`;
  const wordScore = sql.join(
    wordMatches.map((word) => sql`(case when ${word.matches} then ${word.score} else 0 end)`),
    sql` + `,
  );
  return {
    phrase,
    condition: sql`((${allWords}) or ${phraseMatch})`,
    exactCondition: sql`${people.searchWords} @> ${sql.param(words)}::text[]`,
    score: sql`(${wordScore} + case when ${people.nameKey} = ${phrase} then 10
      when ${people.nameKey} like ${`${phrase}%`} then 4
      when ${phraseMatch} then 2 else 0 end)`,
    wordTerms,
  };
}
