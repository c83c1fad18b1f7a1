import type { CompactNameIndex } from '@shared/compact-name-index';
import { isPlainWord, type QueryForms } from '@shared/search-keys';
import { deletionVariants, FUZZY_MIN_WORD_LENGTH, MAX_PREFIX_TERMS } from '@shared/search-text';
import type { Lookup } from '../search';

/** A person as the index reads a change: their search words, or that they are gone. */
export interface IndexedRow {
  id: number;
  words: string[];
  isDeleted: boolean;
}

/** What a search asks the index: each query word's stored words, and the whole query's. */
export interface CandidateQuery {
  /** Per query word, its forms as typed and in Latin letters: a stored word beginning with one starts the word. */
  wordForms: readonly (readonly string[])[];
  /** Per query word, the words that match it exactly. */
  exactTerms: readonly (readonly string[])[];
  /** Per query word, every word it may mean (itself, words it begins, typos, consonants). */
  wordTerms: readonly (readonly string[])[];
  /** The query without spaces as a word start (a name typed with spaces). */
  joinedTerms: readonly string[];
  /** The query as a whole name, alias or handle. */
  wholeKeys: readonly string[];
}

/** How well a person matches (MATCH_TIERS in search.ts): whole, every word exact, every word started, loose. */
export type MatchTier = 3 | 2 | 1 | 0;

export interface Candidates {
  /** The people whose whole name, alias or handle the query is. */
  whole: number[];
  /**
   * The people matching every word (or the joined query) that may be among the `bound` best
   * in the directory's order: the best of those unchanged since the build, and every changed
   * one (the database orders them).
   */
  ranked: number[];
  /** Each candidate's match tier, whole and ranked. */
  tiers: Map<number, MatchTier>;
  /** Whether these are every person matching the words (fewer than the bound did). */
  complete: boolean;
  /** An upper bound of the people matching, from the postings' lengths. */
  estimate: number;
}

/** At most this many people of a whole name, alias or handle become candidates. */
const MAX_WHOLE_MATCHES = 1000;

/**
 * One instance's name index: a compact index built from every live person (best first, as the
 * directory orders them) and the people changed since, kept as they now are. A changed person
 * is passed over in the compact index and matched among the changes instead, so a search
 * sees every change the index has been told of; once the changes grow past a bound the
 * compact index is built again (follow.ts).
 */
export class LiveNameIndex {
  private readonly changed = new Map<number, ReadonlySet<string> | null>();

  constructor(private readonly base: CompactNameIndex) {}

  /** How many people the compact index was built with. */
  get size(): number {
    return this.base.size;
  }

  /** How many people changed since the compact index was built. */
  get changeCount(): number {
    return this.changed.size;
  }

  /** Takes a person as they now are (live, changed or deleted). */
  apply(row: IndexedRow) {
    this.changed.set(row.id, row.isDeleted ? null : new Set(row.words));
  }

  private readonly isChanged = (id: number) => this.changed.has(id);

  private *changedWords(): Generator<string> {
    for (const words of this.changed.values()) if (words) yield* words;
  }

  /**
   * The stored words each query word may mean, as the SQL search finds them in its
   * dictionary (search.ts): per form the words it begins, and for forms long enough the
   * words one typo away; position -1 is the query without spaces.
   */
  expand(forms: QueryForms): Lookup[] {
    const found: Lookup[] = [];
    const prefix = (position: number, form: string) => {
      const terms = new Set(this.base.prefixTerms(form).map((id) => this.base.term(id)));
      for (const word of this.changedWords()) {
        if (isPlainWord(word) && word.startsWith(form)) terms.add(word);
      }
      for (const term of [...terms].sort().slice(0, MAX_PREFIX_TERMS)) {
        found.push({ position, kind: 'prefix', term });
      }
    };
    forms.words.forEach(({ forms: wordForms }, position) => {
      for (const form of wordForms) prefix(position, form);
      const typos = new Set<string>();
      for (const form of wordForms) {
        if (form.length < FUZZY_MIN_WORD_LENGTH) continue;
        for (const id of this.base.typoTerms(form)) typos.add(this.base.term(id));
        const keys = new Set([form, ...deletionVariants(form)]);
        for (const word of this.changedWords()) {
          if (!isPlainWord(word)) continue;
          const near =
            keys.has(word) ||
            (word.length >= FUZZY_MIN_WORD_LENGTH &&
              deletionVariants(word).some((variant) => keys.has(variant)));
          if (near) typos.add(word);
        }
      }
      for (const term of typos) found.push({ position, kind: 'fuzzy', term });
    });
    if (forms.joined) prefix(-1, forms.joined);
    return found;
  }

  /**
   * The people a search ranks: every whole match, and the people having every query word
   * (or the joined query) who may be among the `bound` best in the directory's order.
   */
  candidates(query: CandidateQuery, bound: number): Candidates {
    const termIds = (terms: readonly string[]) =>
      terms.map((term) => this.base.termId(term)).filter((id) => id !== -1);
    const idsAt = (ranks: number[]) => ranks.map((rank) => this.base.idAt(rank));
    const wordGroups = query.wordTerms.map(termIds);
    const wholeRanks = this.base.ranksMatching(
      [termIds(query.wholeKeys)],
      MAX_WHOLE_MATCHES,
      this.isChanged,
    );
    const byWords = this.base.ranksMatching(wordGroups, bound, this.isChanged);
    const byJoined = this.base.ranksMatching([termIds(query.joinedTerms)], bound, this.isChanged);
    const best = [...new Set([...byWords, ...byJoined])].sort((a, b) => a - b).slice(0, bound);
    const changed = this.changedMatches(query);
    const tiers = new Map<number, MatchTier>();
    const baseTier = this.tierRule<number>(query, {
      hasAny: (rank, set) => this.base.termsAt(rank).some((termId) => set.ids.has(termId)),
      startsAny: (rank, forms) =>
        this.base
          .termsAt(rank)
          .some(
            (termId) =>
              this.base.isPlain(termId) &&
              forms.some((form) => this.base.term(termId).startsWith(form)),
          ),
    });
    for (const rank of [...wholeRanks, ...best]) tiers.set(this.base.idAt(rank), baseTier(rank));
    const changedTier = this.tierRule(query, {
      hasAny: (words: ReadonlySet<string>, set) => set.strings.some((term) => words.has(term)),
      startsAny: (words, forms) =>
        [...words].some((word) => isPlainWord(word) && forms.some((form) => word.startsWith(form))),
    });
    for (const id of [...changed.whole, ...changed.matching]) {
      tiers.set(id, changedTier(this.changed.get(id)!));
    }
    const fewest = Math.min(...wordGroups.map((group) => this.base.postingCount(group)));
    return {
      whole: [...idsAt(wholeRanks), ...changed.whole],
      ranked: [...idsAt(best), ...changed.matching],
      tiers,
      complete: byWords.length < bound && byJoined.length < bound,
      // The postings hold the changed people as they were: only people added since are more.
      estimate:
        (Number.isFinite(fewest) ? fewest : 0) +
        changed.matching.filter((id) => id > this.base.lastId).length,
    };
  }

  /**
   * The match tier of a person, as the SQL search tells it (search.ts): the query is their
   * whole name, alias or handle; every query word is one of their words; every query word
   * (or the joined query) begins one of their words; anything else.
   */
  private tierRule<Person>(
    query: CandidateQuery,
    person: {
      hasAny(
        person: Person,
        set: { ids: ReadonlySet<number>; strings: readonly string[] },
      ): boolean;
      startsAny(person: Person, forms: readonly string[]): boolean;
    },
  ): (of: Person) => MatchTier {
    const setOf = (strings: readonly string[]) => ({
      strings,
      ids: new Set(strings.map((term) => this.base.termId(term)).filter((id) => id !== -1)),
    });
    const whole = setOf(query.wholeKeys);
    const exact = query.exactTerms.map(setOf);
    const joined = setOf(query.joinedTerms);
    return (of) => {
      if (person.hasAny(of, whole)) return 3;
      const exactAt = exact.map((set) => person.hasAny(of, set));
      if (exactAt.every(Boolean)) return 2;
      const started = query.wordForms.every(
        (forms, at) => exactAt[at] || person.startsAny(of, forms),
      );
      return started || person.hasAny(of, joined) ? 1 : 0;
    };
  }

  /** The changed people matching the query, as a whole and by its words. */
  private changedMatches(query: CandidateQuery) {
    const hasAny = (words: ReadonlySet<string>, terms: readonly string[]) =>
      terms.some((term) => words.has(term));
    const whole: number[] = [];
    const matching: number[] = [];
    for (const [id, words] of this.changed) {
      if (!words) continue;
      if (hasAny(words, query.wholeKeys)) whole.push(id);
      if (
        hasAny(words, query.joinedTerms) ||
        query.wordTerms.every((terms) => hasAny(words, terms))
      ) {
        matching.push(id);
      }
    }
    return { whole, matching };
  }
}
