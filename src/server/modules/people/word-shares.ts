import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/database/client';

/** The server's statistics change after an analyse; read again after this long. */
const SHARES_KEPT_MS = 10 * 60 * 1000;

export interface WordShares {
  /** The share of people having each common word (0.004 = 0.4 %). */
  byWord: Map<string, number>;
  /** The largest share a word missing from byWord can have: the rarest listed word's. */
  unlisted: number;
  /** How many people the statistics were taken over (the planner's estimate). */
  people: number;
}

const kept = new WeakMap<Database, { at: number; shares: Promise<WordShares | null> }>();

async function readShares(db: Database): Promise<WordShares | null> {
  // most_common_elem_freqs lists one share per element, then their minimum, maximum and the
  // share of empty arrays.
  const [stats] = await queryRows<{
    words: string[] | null;
    shares: number[] | null;
    people: number;
  }>(
    db,
    sql`select most_common_elems::text::text[] as words, most_common_elem_freqs as shares,
          (select reltuples from pg_class where oid = 'people'::regclass) as people
        from pg_stats
        where schemaname = current_schema() and tablename = 'people' and attname = 'search_words'`,
  );
  if (!stats?.words?.length || !stats.shares) return null;
  const shares = stats.shares.map(Number);
  const byWord = new Map(stats.words.map((word, index) => [word, shares[index] ?? 0]));
  return { byWord, unlisted: shares[stats.words.length] ?? 0, people: Number(stats.people) };
}

/**
 * How common the words of people are, from the statistics PostgreSQL keeps for its planner
 * (the most common words of `people.search_words` and their shares), read at most every ten
 * minutes. Null before the table was ever analysed.
 */
export function wordShares(db: Database, now = Date.now()): Promise<WordShares | null> {
  const known = kept.get(db);
  if (known && now - known.at < SHARES_KEPT_MS) return known.shares;
  const shares = readShares(db).catch(() => null);
  kept.set(db, { at: now, shares });
  return shares;
}

/**
 * The expected share of people having one of these stored words. A marked word missing from
 * the statistics (a handle's, a joined name's, consonants) is nearly one person's.
 */
export function termsShare(shares: WordShares, terms: string[]): number {
  const unlisted = (term: string) =>
    /^[\p{L}\p{N}]/u.test(term) ? shares.unlisted : 1 / Math.max(shares.people, 1);
  return Math.min(
    1,
    terms.reduce((sum, term) => sum + (shares.byWord.get(term) ?? unlisted(term)), 0),
  );
}

/**
 * The expected share of people matching every query word, each word meaning any of its
 * stored words, words taken as independent; null when the statistics cannot tell.
 */
export function expectedShare(shares: WordShares | null, wordTerms: string[][]): number | null {
  if (!shares) return null;
  return wordTerms.reduce((share, terms) => share * termsShare(shares, terms), 1);
}
