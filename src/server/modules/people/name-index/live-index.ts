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

/** Whether a changed person's stored words are what the row says of them now. */
const sameWords = (kept: ReadonlySet<string> | null, row: IndexedRow) =>
  kept === null
    ? row.isDeleted
    : !row.isDeleted &&
      kept.size === new Set(row.words).size &&
      row.words.every((word) => kept.has(word));

/** At most this many people of a whole name, alias or handle become candidates. */
const MAX_WHOLE_MATCHES = 1000;

/**
 * One instance's name index: a compact index built from every live person (best first, as the
 * directory orders them) and the people changed since, stored as they now are. A changed person
 * is passed over in the compact index and matched among the changes instead, so a search
 * sees every change the index has been told of; once the changes grow past a bound the
 * compact index is built again (follow.ts).
 */
export class LiveNameIndex {
  private readonly changed = new Map<number, ReadonlySet<string> | null>();
  /** The changed live people by each of their words. */
  private readonly changedPeople = new Map<string, Set<number>>();
  /** The plain words of changed people by their first letter, for prefixes. */
  private readonly changedByLetter = new Map<string, Set<string>>();
  /** The plain words of changed people long enough for typos, by each of their deletions. */
  private readonly changedByDeletion = new Map<string, Set<string>>();

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
    const before = this.changed.get(row.id);
    // A change is read again while it settles (follow.ts): as it was, it is left as it is.
    if (before !== undefined && sameWords(before, row)) return;
    for (const word of before ?? []) {
      const people = this.changedPeople.get(word)!;
      people.delete(row.id);
      if (people.size === 0) {
        this.changedPeople.delete(word);
        this.forEachKeyOf(word, (keys, key) => {
          keys.get(key)!.delete(word);
          if (keys.get(key)!.size === 0) keys.delete(key);
        });
      }
    }
    const words = row.isDeleted ? null : new Set(row.words);
    this.changed.set(row.id, words);
    for (const word of words ?? []) {
      let people = this.changedPeople.get(word);
      if (!people) {
        people = new Set();
        this.changedPeople.set(word, people);
        this.forEachKeyOf(word, (keys, key) => {
          const found = keys.get(key);
          if (found) found.add(word);
          else keys.set(key, new Set([word]));
        });
      }
      people.add(row.id);
    }
  }

  /** The keys a changed plain word is found under: its first letter, and its deletions. */
  private forEachKeyOf(word: string, visit: (keys: Map<string, Set<string>>, key: string) => void) {
    if (!isPlainWord(word)) return;
    visit(this.changedByLetter, word[0]!);
    if (word.length < FUZZY_MIN_WORD_LENGTH) return;
    for (const deletion of deletionVariants(word)) visit(this.changedByDeletion, deletion);
  }

  private readonly isChanged = (id: number) => this.changed.has(id);

  /** The changed live people having any of these words. */
  private changedHaving(terms: readonly string[]): Set<number> {
    const people = new Set<number>();
    for (const term of terms) for (const id of this.changedPeople.get(term) ?? []) people.add(id);
    return people;
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
      for (const word of this.changedByLetter.get(form[0]!) ?? []) {
        if (word.startsWith(form)) terms.add(word);
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
        // A changed word one typo away is a key itself, or shares a deletion with one.
        for (const key of new Set([form, ...deletionVariants(form)])) {
          if (isPlainWord(key) && this.changedPeople.has(key)) typos.add(key);
          for (const word of this.changedByDeletion.get(key) ?? []) typos.add(word);
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
    const byWords = query.wordTerms
      .map((terms) => this.changedHaving(terms))
      .reduce<Set<number> | null>(
        (both, next) => (both ? new Set([...both].filter((id) => next.has(id))) : next),
        null,
      );
    const livePeople = () => [...this.changed].filter(([, words]) => words).map(([id]) => id);
    return {
      whole: [...this.changedHaving(query.wholeKeys)],
      matching: [
        ...new Set([
          ...this.changedHaving(query.joinedTerms),
          // No query word asks for nothing: every changed person has every word of none.
          ...(byWords ?? livePeople()),
        ]),
      ],
    };
  }
}
