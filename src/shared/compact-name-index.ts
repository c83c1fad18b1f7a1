import { isPlainWord } from './search-keys';
import { deletionVariants, FUZZY_MIN_WORD_LENGTH, MAX_PREFIX_TERMS } from './search-text';

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
 * A marked word's 64-bit hash as two 32-bit halves (cyrb53's mixing, widened): marked words
 * are only ever looked up whole, so the index keeps their hashes, off the JavaScript heap,
 * instead of millions of strings (two words sharing all 64 bits are not expected below
 * billions of words).
 */
export function markedWordHash(word: string): [high: number, low: number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let at = 0; at < word.length; at++) {
    const code = word.charCodeAt(at);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}

/** Index of a hash in sorted hash halves, or -1. */
function findHash(high: Uint32Array, low: Uint32Array, [wantHigh, wantLow]: [number, number]) {
  let from = 0;
  let to = high.length;
  while (from < to) {
    const middle = (from + to) >>> 1;
    const below = high[middle]! < wantHigh || (high[middle] === wantHigh && low[middle]! < wantLow);
    if (below) from = middle + 1;
    else to = middle;
  }
  return high[from] === wantHigh && low[from] === wantLow ? from : -1;
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

  /** Builds the index over people given best first (see CompactNameIndexBuilder). */
  static build(people: Iterable<IndexedPerson>): CompactNameIndex {
    const builder = new CompactNameIndexBuilder();
    for (const person of people) builder.add(person);
    return builder.finish();
  }

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

/** The same 32 bits read as unsigned (hash halves are kept in Int32Arrays while built). */
const asUnsigned = (values: Int32Array) =>
  new Uint32Array(values.buffer, values.byteOffset, values.length);

/** An Int32Array that doubles when full. */
class GrowingInts {
  private values = new Int32Array(1024);
  length = 0;

  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  at(index: number): number {
    return this.values[index]!;
  }

  increment(index: number) {
    this.values[index]!++;
  }

  /** The values filled, a view of the array as it is (no copy: a build's peak memory counts). */
  done(): Int32Array {
    return this.values.subarray(0, this.length);
  }
}

/**
 * Sorts entries by their 64-bit keys (two 32-bit halves), keeping the order of equal keys:
 * a least-significant-digit radix sort in four passes of 16 bits. Answers the entries' indices.
 */
function sortByHash(high: Uint32Array, low: Uint32Array): Uint32Array {
  let order = Uint32Array.from({ length: high.length }, (_, index) => index);
  let next = new Uint32Array(high.length);
  const counts = new Uint32Array(0x10001);
  for (const [halves, shift] of [
    [low, 0],
    [low, 16],
    [high, 0],
    [high, 16],
  ] as const) {
    counts.fill(0);
    for (let at = 0; at < order.length; at++)
      counts[((halves[order[at]!]! >>> shift) & 0xffff) + 1]!++;
    for (let digit = 1; digit < counts.length; digit++) counts[digit]! += counts[digit - 1]!;
    for (let at = 0; at < order.length; at++) {
      const entry = order[at]!;
      next[counts[(halves[entry]! >>> shift) & 0xffff]!++] = entry;
    }
    [order, next] = [next, order];
  }
  return order;
}

/**
 * Takes people one at a time, best first (as they are read from the database), and makes the
 * index. Each plain word is looked up once: it gets an id in the order first seen, the ids
 * are sorted by their words at the end, and the postings are written through that mapping.
 * Marked words are kept as hashes with their person's rank and sorted once at the end.
 */
export class CompactNameIndexBuilder {
  private readonly seenIds = new Map<string, number>();
  private readonly seenTerms: string[] = [];
  private readonly seenCounts = new GrowingInts();
  private readonly personStart = new GrowingInts();
  /** A plain word's id in the order first seen, or a marked word's entry as -(entry + 1). */
  private readonly personTerms = new GrowingInts();
  private readonly ids = new GrowingInts();
  private readonly markedHigh = new GrowingInts();
  private readonly markedLow = new GrowingInts();
  private readonly markedRank = new GrowingInts();

  constructor() {
    this.personStart.push(0);
  }

  add(person: IndexedPerson) {
    const rank = this.ids.length;
    this.ids.push(person.id);
    for (const word of person.words) {
      if (!isPlainWord(word)) {
        const [high, low] = markedWordHash(word);
        this.markedHigh.push(high);
        this.markedLow.push(low);
        this.markedRank.push(rank);
        this.personTerms.push(-this.markedRank.length);
        continue;
      }
      let seenId = this.seenIds.get(word);
      if (seenId === undefined) {
        seenId = this.seenTerms.push(word) - 1;
        this.seenIds.set(word, seenId);
        this.seenCounts.push(0);
      }
      this.seenCounts.increment(seenId);
      this.personTerms.push(seenId);
    }
    this.personStart.push(this.personTerms.length);
  }

  finish(): CompactNameIndex {
    const { seenTerms, seenCounts } = this;
    this.seenIds.clear();
    const order = Int32Array.from(seenTerms.keys()).sort((a, b) =>
      seenTerms[a]! < seenTerms[b]! ? -1 : 1,
    );
    const termIdOf = new Int32Array(order.length);
    const terms = Array.from(order, (seenId) => seenTerms[seenId]!);
    const plainCount = terms.length;

    // The marked words, sorted by hash with their people still best first: one term per hash.
    const entryHigh = asUnsigned(this.markedHigh.done());
    const entryLow = asUnsigned(this.markedLow.done());
    const entryRank = this.markedRank.done();
    const sorted = sortByHash(entryHigh, entryLow);
    const markedTermOf = new Int32Array(sorted.length);
    const uniqueHigh = new GrowingInts();
    const uniqueLow = new GrowingInts();
    const markedPostings = new Int32Array(sorted.length);
    const markedStarts = new GrowingInts();
    sorted.forEach((entry, at) => {
      const previous = at > 0 ? sorted[at - 1]! : -1;
      const isNew =
        previous === -1 ||
        entryHigh[entry] !== entryHigh[previous] ||
        entryLow[entry] !== entryLow[previous];
      if (isNew) {
        uniqueHigh.push(entryHigh[entry]!);
        uniqueLow.push(entryLow[entry]!);
        markedStarts.push(at);
      }
      markedTermOf[entry] = plainCount + uniqueHigh.length - 1;
      markedPostings[at] = entryRank[entry]!;
    });

    const markedCount = uniqueHigh.length;
    const postingStart = new Uint32Array(plainCount + markedCount + 1);
    order.forEach((seenId, termId) => {
      termIdOf[seenId] = termId;
      postingStart[termId + 1] = postingStart[termId]! + seenCounts.at(seenId);
    });
    const plainPostings = postingStart[plainCount]!;
    for (let at = 0; at < markedCount; at++) {
      postingStart[plainCount + at] = plainPostings + markedStarts.at(at);
    }
    postingStart[plainCount + markedCount] = plainPostings + sorted.length;

    const personStart = Uint32Array.from(this.personStart.done());
    const personTerms = this.personTerms.done();
    const cursor = postingStart.slice(0, plainCount);
    const postings = new Int32Array(plainPostings + sorted.length);
    postings.set(markedPostings, plainPostings);
    for (let rank = 0; rank + 1 < personStart.length; rank++) {
      for (let at = personStart[rank]!; at < personStart[rank + 1]!; at++) {
        const seen = personTerms[at]!;
        if (seen < 0) {
          personTerms[at] = markedTermOf[-seen - 1]!;
          continue;
        }
        const termId = termIdOf[seen]!;
        personTerms[at] = termId;
        postings[cursor[termId]!++] = rank;
      }
    }
    const pairs: [string, number][] = [];
    terms.forEach((term, termId) => {
      if (term.length < FUZZY_MIN_WORD_LENGTH) return;
      for (const variant of deletionVariants(term)) pairs.push([variant, termId]);
    });
    pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    return new CompactNameIndex(
      terms,
      asUnsigned(uniqueHigh.done()),
      asUnsigned(uniqueLow.done()),
      postingStart,
      postings,
      personStart,
      personTerms,
      this.ids.done(),
      pairs.map(([variant]) => variant),
      Int32Array.from(pairs, ([, termId]) => termId),
    );
  }
}

/** A binary min-heap of posting cursors by their current rank. */
class MinHeap<Item> {
  constructor(
    private readonly items: Item[],
    private readonly keyOf: (item: Item) => number,
  ) {
    for (let at = (items.length >>> 1) - 1; at >= 0; at--) this.siftDown(at);
  }

  get size() {
    return this.items.length;
  }

  top(): Item {
    return this.items[0]!;
  }

  pop() {
    const last = this.items.pop()!;
    if (this.items.length > 0) {
      this.items[0] = last;
      this.siftDown(0);
    }
  }

  siftDownTop() {
    this.siftDown(0);
  }

  private siftDown(start: number) {
    const { items, keyOf } = this;
    let at = start;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let smallest = at;
      if (left < items.length && keyOf(items[left]!) < keyOf(items[smallest]!)) smallest = left;
      if (right < items.length && keyOf(items[right]!) < keyOf(items[smallest]!)) smallest = right;
      if (smallest === at) return;
      [items[at], items[smallest]] = [items[smallest]!, items[at]!];
      at = smallest;
    }
  }
}
