/**
 * Text normalisation for search: the server stores normalised words of every person's
 * name and profession, and normalises queries the same way, so that case and accents
 * never matter ("Zoë Saldaña" and "zoe saldana" are the same words).
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The distinct normalised words of a text, in order of first appearance. */
export function searchWords(...texts: (string | null | undefined)[]): string[] {
  const words = texts.flatMap((text) => (text ? normalizeSearchText(text).split(' ') : []));
  return [...new Set(words.filter((word) => word.length > 0))];
}

/**
 * Whether texts answer a query as the directory search reads it: every word of the query
 * begins a word of the texts, case and accents aside ("zoe sal" finds "Zoë Saldaña"). For
 * lists a page already holds; the server's search adds typo tolerance and ranking.
 */
export function matchesSearchText(query: string, ...texts: (string | null | undefined)[]): boolean {
  const words = ` ${searchWords(...texts).join(' ')}`;
  return searchWords(query).every((word) => words.includes(` ${word}`));
}

/** How many dictionary words one typed prefix may expand to. */
export const MAX_PREFIX_TERMS = 1000;

/** Words shorter than this are matched exactly or by prefix only: a typo in them is guesswork. */
export const FUZZY_MIN_WORD_LENGTH = 4;

/**
 * The single-character deletions of a word. Two words within one edit (insertion,
 * deletion, substitution or adjacent swap) share a word of this set or one of the words
 * itself, which lets typo tolerance run on an ordinary index (the symmetric-delete method).
 */
export function deletionVariants(word: string): string[] {
  const chars = [...word];
  const variants = chars.map((_, index) =>
    [...chars.slice(0, index), ...chars.slice(index + 1)].join(''),
  );
  return [...new Set(variants)];
}
