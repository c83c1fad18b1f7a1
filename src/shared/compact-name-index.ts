import { isPlainWord } from './search-keys';
import { deletionVariants, FUZZY_MIN_WORD_LENGTH, MAX_PREFIX_TERMS } from './search-text';
import { findHash, markedWordHash } from './marked-word-hash';
import { MinHeap } from './min-heap';

export { markedWordHash } from './marked-word-hash';

/** A person as the index takes them: their kept search words, in the directory's order. */
export interface IndexedPerson {
  id: number;
  words: string[];
}

/** Index of the first element of a sorted array not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A name index of sorted arrays: the dictionary's plain words in order (prefixes are a range
 * of it) and the marked words' hashes in order after them, each word's people as ranks in
 * the directory's order in one Int32Array (so a word's best people come first), each
 * person's words in another (to test the other query words on a candidate), and typos by
 * the symmetric-delete method over plain words.
 */
export class CompactNameIndex {
  /** Made by CompactNameIndexBuilder, from arrays it has filled. */
  constructor(
    private readonly terms: string[],
    private readonly markedHigh: Uint32Array,
    private readonly markedLow: Uint32Array,
    private readonly postingStart: Uint32Array,
    private readonly postings: Int32Array,
    private readonly personStart: Uint32Array,
    private readonly personTerms: Int32Array,
    private readonly ids: Int32Array,
    private readonly variants: string[],
    private readonly variantTerms: Int32Array,
  ) {
    this.lastId = ids.reduce((last, id) => Math.max(last, id), 0);
  }

  /** The highest id among the people the index holds (people added later have higher ones). */
  readonly lastId: number;

  /** How many people the index holds. */
  get size(): number {
    return this.ids.length;
  }

  /** The id of the person at a rank of the directory's order as it was built. */
  idAt(rank: number): number {
    return this.ids[rank]!;
  }

  /** The term ids of the words of the person at a rank. */
  termsAt(rank: number): Int32Array {
    return this.personTerms.subarray(this.personStart[rank]!, this.personStart[rank + 1]!);
  }

  /** Whether a term id is a plain word's (whose word `term` gives); else a marked word's. */
  isPlain(termId: number): boolean {
    return termId < this.terms.length;
  }

  /** The dictionary word of a plain word's term id. */
  term(termId: number): string {
    return this.terms[termId]!;
  }

  /** The term id of a word, or -1 when no one has it. */
  termId(word: string): number {
    if (!isPlainWord(word)) {
      const at = findHash(this.markedHigh, this.markedLow, markedWordHash(word));
      return at === -1 ? -1 : this.terms.length + at;
    }
    const at = lowerBound(this.terms, word);
    return this.terms[at] === word ? at : -1;
  }

  private exactTerm(word: string): number[] {
    const termId = this.termId(word);
    return termId === -1 ? [] : [termId];
  }

  /** The term ids of the plain words beginning with a prefix, in order, at most MAX_PREFIX_TERMS. */
  prefixTerms(prefix: string): number[] {
    const found: number[] = [];
    for (let at = lowerBound(this.terms, prefix); at < this.terms.length; at++) {
      const term = this.terms[at]!;
      if (!term.startsWith(prefix) || found.length === MAX_PREFIX_TERMS) break;
      found.push(at);
    }
    return found;
  }

  /** Words one edit away: those sharing the word or one of its deletions, or being one of them. */
  typoTerms(word: string): number[] {
    const found: number[] = [];
    for (const key of [word, ...deletionVariants(word)]) {
      found.push(...this.exactTerm(key));
      for (let at = lowerBound(this.variants, key); this.variants[at] === key; at++) {
        found.push(this.variantTerms[at]!);
      }
    }
    return found;
  }

  /** How many people the words of these term ids have, counted once per word. */
  postingCount(termIds: readonly number[]): number {
    return termIds.reduce(
      (sum, termId) => sum + this.postingStart[termId + 1]! - this.postingStart[termId]!,
      0,
    );
  }

  /**
   * The ids of at most `limit` people, best first, having for every word the word itself,
   * a word it begins (the last word) or, for words long enough, a word one typo away.
   */
  find(words: readonly string[], limit: number, { typos = true } = {}): number[] {
    const termsOfWords = words.map((word, position) => [
      ...new Set([
        ...this.exactTerm(word),
        ...(position === words.length - 1 ? this.prefixTerms(word) : []),
        ...(typos && word.length >= FUZZY_MIN_WORD_LENGTH ? this.typoTerms(word) : []),
      ]),
    ]);
    return this.ranksMatching(termsOfWords, limit).map((rank) => this.ids[rank]!);
  }

  /**
   * The ranks of at most `limit` people, best first, having for every group of term ids one
   * of its words; people whose id `skip` names are passed over. Read from the postings of the
   * group with the fewest, the other groups tested on each person's own words.
   */
  ranksMatching(
    groups: readonly (readonly number[])[],
    limit: number,
    skip?: (id: number) => boolean,
  ): number[] {
    if (groups.length === 0 || limit <= 0) return [];
    const sizes = groups.map((termIds) => this.postingCount(termIds));
    const driver = sizes.indexOf(Math.min(...sizes));
    const others = groups
      .filter((_, position) => position !== driver)
      .map((termIds) => new Set(termIds));
    const found: number[] = [];
    for (const rank of this.ranksInOrder(groups[driver]!)) {
      if (skip?.(this.ids[rank]!)) continue;
      if (others.every((termIds) => this.personHasAny(rank, termIds))) {
        found.push(rank);
        if (found.length === limit) break;
      }
    }
    return found;
  }

  private personHasAny(rank: number, termIds: ReadonlySet<number>): boolean {
    for (let at = this.personStart[rank]!; at < this.personStart[rank + 1]!; at++) {
      if (termIds.has(this.personTerms[at]!)) return true;
    }
    return false;
  }

  /** The people of these words, each once, best first: a merge of their sorted postings. */
  private *ranksInOrder(termIds: readonly number[]): Generator<number> {
    const heads = termIds
      .map((termId) => ({ at: this.postingStart[termId]!, end: this.postingStart[termId + 1]! }))
      .filter((list) => list.at < list.end);
    const rankOf = (list: { at: number }) => this.postings[list.at]!;
    const heap = new MinHeap(heads, rankOf);
    let last = -1;
    while (heap.size > 0) {
      const list = heap.top();
      const rank = rankOf(list);
      if (rank !== last) yield rank;
      last = rank;
      list.at++;
      if (list.at < list.end) heap.siftDownTop();
      else heap.pop();
    }
  }
}
