import { type SQL, sql } from 'drizzle-orm';
import { parseAccountAddress } from '@shared/account-address';
import { findKnownPlatform } from '@shared/platforms';
import { WHOLE_WORD_MARK, queryForms, type QueryForms } from '@shared/search-keys';
import { deletionVariants, FUZZY_MIN_WORD_LENGTH, MAX_PREFIX_TERMS } from '@shared/search-text';
import { type Database, queryRows } from '../../platform/database/client';
import { people } from '../../model/schema';

/** At most this many query words count; the rest of a long query adds nothing but cost. */
const MAX_QUERY_WORDS = 6;
/**
 * A phrase shorter than this is not also matched inside names: two letters occur in half
 * the names, and the trigram index cannot narrow them.
 */
const MIN_SUBSTRING_PHRASE = 3;
/** A query word meaning more stored words than this is tested on rows, not asked of the word index. */
const MAX_INDEXED_TERMS = 100;

/**
 * How well a person matches, best first: their whole name, an alias or a handle is the
 * query; every query word is one of their words; every query word begins one; the rest
 * (a typo, a consonant spelling from another script, a phrase inside the name).
 */
export const MATCH_TIERS = { whole: 3, exactWords: 2, wordStarts: 1, loose: 0 } as const;

export interface SearchMatch {
  /** The search text as matched: normalised, so equal phrases share it. */
  phrase: string;
  forms: QueryForms;
  /** The accounts a query that is a profile address names. */
  addressed: AddressedAccount[];
  /** Keeps the people who match every query word (exactly, by prefix or within one typo), the whole query, or its address. */
  condition: SQL;
  /** The same as condition, cheaper on each row a walk of the rating order passes. */
  walkCondition: SQL;
  /** For each query word, whether a row in hand has it: cheap on each row, not for an index. */
  wordOnRow: SQL[];
  /** Keeps the people whose name, alias, handle or address is the query: found through the word index at once. */
  wholeCondition: SQL;
  /** Keeps the people having every query word exactly: the best matches after the whole ones. */
  exactCondition: SQL;
  /** The person's MATCH_TIERS value. */
  tier: SQL;
  /** For each query word, the stored words it may mean (itself, words it begins, typos). */
  wordTerms: string[][];
  /** For each query word, its forms (as typed, in Latin letters): the stored words it is exactly. */
  exactTerms: string[][];
  /** The stored words the query without spaces begins or is (a name typed with spaces). */
  joinedTerms: string[];
  /** Keeps the people whose name holds the query (no spaces, long enough), else no one. */
  phraseCondition: SQL | null;
}

interface WordTerms {
  /** The word as typed and in Latin letters, also as a handle's word. */
  exact: string[];
  /** Those and the words they begin. */
  started: string[];
  /** Everything the word may mean: those, typos and consonant spellings. */
  any: string[];
}

export interface AddressedAccount {
  personId: number;
  username: string;
  platformName: string;
}

/** A stored word a query word may mean (`prefix`: a word it begins; `fuzzy`: one typo away); position -1 is the joined query. */
export type Lookup = { position: number; kind: 'prefix' | 'fuzzy'; term: string };

/** Where a search's words are expanded without asking the database (an instance's name index). */
export interface WordExpander {
  expand(forms: QueryForms): Lookup[];
}

/** The dictionary words each query word may mean, in one statement; position -1 is the joined query. */
async function expandWords(db: Database, forms: QueryForms): Promise<Lookup[]> {
  const prefix = (position: number, form: string) => sql`
      (select ${position}::int as position, 'prefix' as kind, term from (
        select distinct term from search_terms where term like ${`${form}%`} order by term limit ${MAX_PREFIX_TERMS}
      ) prefix_terms)`;
  const lookups = forms.words.flatMap(({ forms: wordForms }, index) => {
    const variants = wordForms.flatMap((form) =>
      form.length >= FUZZY_MIN_WORD_LENGTH ? [form, ...deletionVariants(form)] : [],
    );
    return [
      ...wordForms.map((form) => prefix(index, form)),
      sql`(select ${index}::int, 'fuzzy', term from search_terms where variant = any(${sql.param(variants)}::text[]))`,
    ];
  });
  if (forms.joined) lookups.push(prefix(-1, forms.joined));
  return queryRows<Lookup>(db, sql.join(lookups, sql` union all `));
}

/** Word forms, and the same as words matched only whole, which are stored marked (search-keys.ts). */
const withWholeWords = (forms: string[]) => [
  ...forms,
  ...forms.map((form) => WHOLE_WORD_MARK + form),
];

function termsOf(forms: QueryForms, found: Lookup[]): { words: WordTerms[]; joined: string[] } {
  const at = (position: number, kind: Lookup['kind']) =>
    found
      .filter((row) => Number(row.position) === position && row.kind === kind)
      .map((row) => row.term);
  const words = forms.words.map(({ forms: typed, consonantKeys }, index) => {
    const exact = withWholeWords(typed);
    const started = [...new Set([...exact, ...at(index, 'prefix')])];
    return {
      exact,
      started,
      any: [...new Set([...started, ...at(index, 'fuzzy'), ...consonantKeys])],
    };
  });
  return {
    words,
    joined: forms.joined ? [...withWholeWords([forms.joined]), ...at(-1, 'prefix')] : [],
  };
}

/**
 * The people whose live, shown account the query names by its profile address
 * (x.com/name, youtube.com/@name), as the lookup reads addresses; none for other text.
 */
async function accountsAtAddress(db: Database, query: string): Promise<AddressedAccount[]> {
  const text = query.trim();
  if (!text.includes('/') || /\s/.test(text)) return [];
  const parsed = parseAccountAddress(text);
  if (!parsed.ok) return [];
  const platformName = findKnownPlatform(parsed.address.platform)?.name ?? parsed.address.platform;
  const rows = await queryRows<{ person_id: number; username: string; platform_name: string }>(
    db,
    sql`select s.person_id, s.username, pl.name as platform_name
        from social_accounts s join platforms pl on pl.id = s.platform_id
        where lower(pl.name) = lower(${platformName}) and lower(s.username) = lower(${parsed.address.username})
          and not s.is_deleted and s.status <> 'rejected'`,
  );
  return rows.map((row) => ({
    personId: Number(row.person_id),
    username: row.username,
    platformName: row.platform_name,
  }));
}

const overlaps = (terms: string[]) => sql`${people.searchWords} && ${sql.param(terms)}::text[]`;
const allOf = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` and `)})`;

/**
 * Turns a search text into a filter and a ranking over people. Words are matched through
 * the search dictionary (see derived-data/search-words.ts), in the script typed and in
 * Latin letters; names, aliases and handles written without spaces as whole keys; the
 * whole normalised text also as a substring of the full name, through the trigram index;
 * a profile address as the account it names.
 */
export async function buildSearchMatch(
  db: Database,
  searchText: string,
  expander?: WordExpander | null,
): Promise<SearchMatch | null> {
  const forms = queryForms(searchText, MAX_QUERY_WORDS);
  if (!forms) return null;
  const [found, addressed] = await Promise.all([
    expander ? expander.expand(forms) : expandWords(db, forms),
    accountsAtAddress(db, searchText),
  ]);
  const { words, joined } = termsOf(forms, found);
  const { phrase } = forms;

  const atAddress = addressed.length
    ? sql`${people.id} = any(${sql.param(addressed.map((account) => account.personId))}::int[])`
    : sql`false`;
  const whole = sql`(${people.nameKey} = ${phrase} or ${overlaps(forms.wholeKeys)} or ${atAddress})`;
  const exactWords = allOf(words.map((word) => overlaps(word.exact)));
  const joinedStarts = joined.length ? overlaps(joined) : sql`false`;
  const phraseCondition =
    phrase.length >= MIN_SUBSTRING_PHRASE && !phrase.includes(' ')
      ? sql`${people.nameKey} like ${`%${phrase}%`}`
      : null;
  const phraseMatch = phraseCondition ?? sql`false`;
  // A word start is one LIKE on the words joined with spaces (words hold letters and digits
  // only): cheaper on each row than comparing each of up to a thousand words a short prefix
  // may mean, and the statement need not carry them.
  const joinedWords = sql`(' ' || array_to_string(${people.searchWords}, ' '))`;
  const startsOf = (index: number) =>
    sql`${joinedWords} like any(${sql.param(
      forms.words[index]!.forms.map((form) => `% ${form}%`),
    )}::text[])`;
  const wordStarts = sql`(${allOf(
    words.map((word, index) => sql`(${startsOf(index)} or ${overlaps(word.exact)})`),
  )} or ${joinedStarts})`;
  // Each word tested on a row in hand: its start by LIKE, the rest of what it may mean (typos,
  // consonants, whole words) by overlap.
  const onRow = words.map((word, index) => {
    const others = word.any.filter(
      (term) => term.startsWith(WHOLE_WORD_MARK) || !word.started.includes(term),
    );
    return sql`(${startsOf(index)} or ${overlaps(others)})`;
  });
  // The word index is asked for the words that mean few stored words; a word meaning many
  // (a short prefix) is tested on the rows it narrowed to.
  const fewest = Math.min(...words.map((word) => word.any.length));
  const indexedWords = allOf(
    words.map((word, index) =>
      word.any.length <= MAX_INDEXED_TERMS || word.any.length === fewest
        ? overlaps(word.any)
        : onRow[index]!,
    ),
  );
  return {
    phrase,
    forms,
    addressed,
    condition: sql`(${indexedWords} or ${whole} or ${joinedStarts} or ${phraseMatch})`,
    walkCondition: sql`(${allOf(onRow)} or ${whole} or ${joinedStarts} or ${phraseMatch})`,
    wordOnRow: onRow,
    wholeCondition: whole,
    exactCondition: sql`(${whole} or ${exactWords})`,
    tier: sql`(case when ${whole} then ${MATCH_TIERS.whole}
      when ${exactWords} then ${MATCH_TIERS.exactWords}
      when ${wordStarts} then ${MATCH_TIERS.wordStarts}
      else ${MATCH_TIERS.loose} end)`,
    wordTerms: words.map((word) => word.any),
    exactTerms: words.map((word) => word.exact),
    joinedTerms: joined,
    phraseCondition,
  };
}
