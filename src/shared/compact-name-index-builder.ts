import { CompactNameIndex, type IndexedPerson } from './compact-name-index';
import { GrowingInts } from './growing-ints';
import { markedWordHash, sortByHash } from './marked-word-hash';
import { isPlainWord } from './search-keys';
import { deletionVariants, FUZZY_MIN_WORD_LENGTH } from './search-text';

/** The same 32 bits read as unsigned (hash halves are kept in Int32Arrays while built). */
const asUnsigned = (values: Int32Array) =>
  new Uint32Array(values.buffer, values.byteOffset, values.length);

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

/** Builds the index over people given best first (see CompactNameIndexBuilder). */
export function buildCompactNameIndex(people: Iterable<IndexedPerson>): CompactNameIndex {
  const builder = new CompactNameIndexBuilder();
  for (const person of people) builder.add(person);
  return builder.finish();
}
