/**
 * What the distinct read scenarios ask for, built from rows of the loaded data: search
 * queries as visitors type them, and list filters. Pure, so the mix can be tested.
 */
import { FUZZY_MIN_WORD_LENGTH } from '../src/shared/search-text';

export type Random = () => number;

export const pick = <T>(values: readonly T[], random: Random = Math.random): T =>
  values[Math.floor(random() * values.length)]!;

/** Words this long or longer get one-typo forms: shorter ones the search matches only by prefix. */
const TYPO_MIN_LENGTH = FUZZY_MIN_WORD_LENGTH + 1;
/** One-typo forms made of each name or profession word. */
const TYPOS_PER_WORD = 3;

/**
 * The word with one typo at a random place: a letter left out, or two neighbours swapped
 * (a swap of two equal letters would change nothing, so that one leaves a letter out).
 */
export function oneTypo(word: string, random: Random = Math.random): string {
  if (word.length < 2) return word;
  const at = Math.floor(random() * (word.length - 1));
  const swapped = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (random() < 0.5 && swapped !== word) return swapped;
  return word.slice(0, at) + word.slice(at + 1);
}

/**
 * What the search box sends while someone types the text, one letter more each time
 * ("m", "ma", …, "maria s", …): every length, except where the text so far ends in a space.
 */
export function typedPrefixes(text: string): string[] {
  const prefixes: string[] = [];
  for (let length = 1; length <= text.length; length += 1) {
    const prefix = text.slice(0, length);
    if (!prefix.endsWith(' ')) prefixes.push(prefix);
  }
  return prefixes;
}

export interface NamedPerson {
  firstName: string;
  lastName: string;
  profession: string;
}

export interface SearchPools {
  /** Whole names, "First Last". */
  names: string[];
  /** Prefixes of names, lower case, as typed. */
  prefixes: string[];
  /** One-typo forms of name and profession words. */
  typos: string[];
  /** Profession words. */
  professions: string[];
}

/** How often each kind of search is sent (shares add up to 1). */
export const SEARCH_MIX: Record<keyof SearchPools, number> = {
  names: 0.3,
  prefixes: 0.4,
  typos: 0.2,
  professions: 0.1,
};

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Search queries from sampled people: the whole names of all of them, the typed prefixes of
 * the names of the first `typedNames`, and typos and words of every name and profession.
 */
export function buildSearchPools(
  people: readonly NamedPerson[],
  typedNames: number,
  random: Random = Math.random,
): SearchPools {
  const nameWords = new Set(
    people.flatMap((person) => words(`${person.firstName} ${person.lastName}`)),
  );
  const professionWords = new Set(people.flatMap((person) => words(person.profession)));
  const typos = [...nameWords, ...professionWords]
    .filter((word) => word.length >= TYPO_MIN_LENGTH)
    .flatMap((word) => Array.from({ length: TYPOS_PER_WORD }, () => oneTypo(word, random)));
  return {
    names: people.map((person) => `${person.firstName} ${person.lastName}`),
    prefixes: people
      .slice(0, typedNames)
      .flatMap((person) => typedPrefixes(`${person.firstName} ${person.lastName}`.toLowerCase())),
    typos: [...new Set(typos)],
    professions: [...professionWords],
  };
}

/** One search, of a kind drawn by SEARCH_MIX, from that kind's pool. */
export function pickSearch(pools: SearchPools, random: Random = Math.random): string {
  let left = random();
  for (const [kind, share] of Object.entries(SEARCH_MIX) as [keyof SearchPools, number][]) {
    left -= share;
    if (left < 0 && pools[kind].length) return pick(pools[kind], random);
  }
  return pick(pools.names, random);
}

/** Choices of the home list's filters; ratings are whole numbers, as the API takes them. */
export const VERIFICATION_CHOICES = ['all', 'verified', 'pending'] as const;
export const MIN_RATING_CHOICES = [undefined, 1, 2, 3, 4] as const;

/** A list page with random filters: verification, minimum rating, category (or none), page. */
export function listPagePath(
  categoryIds: readonly number[],
  pages: number,
  random: Random = Math.random,
) {
  const query = new URLSearchParams({ verification: pick(VERIFICATION_CHOICES, random) });
  const minRating = pick(MIN_RATING_CHOICES, random);
  if (minRating !== undefined) query.set('minRating', String(minRating));
  const category = pick([undefined, ...categoryIds], random);
  if (category !== undefined) query.set('category', String(category));
  query.set('page', String(1 + Math.floor(random() * pages)));
  return `/api/people?${query.toString()}`;
}
