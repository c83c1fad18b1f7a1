import { sql } from 'drizzle-orm';
import { isPlainWord, personSearchWords, WHOLE_KEY_MARK } from '@shared/search-keys';
import { FUZZY_MIN_WORD_LENGTH } from '@shared/search-text';
import { type Database, queryRows } from '../../platform/database/client';

/**
 * The version of the rules that make people's search words (search-keys.ts). Rows made by
 * older rules are made again when the app prepares the database (fillSearchWords); the
 * partial index `people_search_words_stale_idx` names the version too.
 */
export const SEARCH_WORDS_VERSION = 1;

/** People read and written per round when search words are made again in bulk. */
const SEARCH_WORDS_BATCH = 2000;

/**
 * Adds words to the search dictionary with their one-deletion variants, so that a query
 * word within one typo of a stored word finds it through an ordinary index lookup. Keys
 * and words matched only whole (whole names, consonants, handles, joined words) stay out.
 */
export async function indexSearchWords(db: Database, words: string[]): Promise<void> {
  const terms = [...new Set(words)].filter(isPlainWord);
  if (terms.length === 0) return;
  // A word in the dictionary came with its variants, so only new words are spelt out. The
  // variants drop one character each (as deletionVariants does); the length that decides
  // which words have them is JavaScript's, as everywhere else in search.
  await db.execute(sql`
    with new as (
      select term, fuzzy
      from unnest(${sql.param(terms)}::text[],
                  ${sql.param(terms.map((term) => term.length >= FUZZY_MIN_WORD_LENGTH))}::boolean[])
        as given(term, fuzzy)
      where not exists (select from search_terms known where known.variant = given.term and known.term = given.term)
    )
    insert into search_terms (variant, term)
    select term, term from new
    union all
    select overlay(term placing '' from position for 1), term
    from new, generate_series(1, char_length(term)) as position
    where fuzzy
    on conflict do nothing`);
}

/** Rebuilds the dictionary from every person's words in one statement (used after bulk loads). */
export async function rebuildSearchIndex(db: Database): Promise<void> {
  await db.execute(sql`
    insert into search_terms (variant, term)
    select distinct variant, term from (
      select word as term, word as variant from (select distinct unnest(search_words) as word from people) words
      where word ~ '^[[:alnum:]]'
      union all
      select word, overlay(word placing '' from position for 1)
      from (select distinct unnest(search_words) as word from people) words,
           generate_series(1, length(word)) as position
      where length(word) >= ${FUZZY_MIN_WORD_LENGTH} and word ~ '^[[:alnum:]]'
    ) variants
    on conflict do nothing`);
}

/** What a person's search words are made of, as read from their rows. */
export interface SearchWordsSource {
  id: number;
  first_name: string;
  last_name: string;
  profession: string;
  aliases: string[];
  handles: string[];
}

/** Makes and writes the search words of people read with what they are made of; returns them. */
export async function storeSearchWords(db: Database, sources: SearchWordsSource[]) {
  const made = sources.map((source) => ({
    id: Number(source.id),
    words: personSearchWords({
      firstName: source.first_name,
      lastName: source.last_name,
      profession: source.profession,
      aliases: source.aliases,
      handles: source.handles,
    }),
  }));
  await db.execute(sql`
    update people set search_words = array(select jsonb_array_elements_text(made.words)),
      search_words_version = ${SEARCH_WORDS_VERSION}
    from jsonb_to_recordset(${JSON.stringify(made)}::jsonb) as made(id int, words jsonb)
    where people.id = made.id`);
  return made;
}

/**
 * Makes these people's search words again from their name, profession, aliases and the
 * handles of their shown accounts, and adds the new words to the dictionary (unless a
 * bulk load rebuilds it after).
 */
export async function refreshSearchWords(
  db: Database,
  personIds: number[],
  { dictionary = true }: { dictionary?: boolean } = {},
): Promise<void> {
  if (personIds.length === 0) return;
  const sources = await queryRows<SearchWordsSource>(
    db,
    sql`select p.id, p.first_name, p.last_name, p.profession,
          array(select a.name from person_aliases a where a.person_id = p.id order by a.id) as aliases,
          array(select s.username from social_accounts s
                where s.person_id = p.id and not s.is_deleted and s.status <> 'rejected'
                order by s.id) as handles
        from people p where p.id = any(${sql.param(personIds)}::int[])`,
  );
  const made = await storeSearchWords(db, sources);
  if (dictionary)
    await indexSearchWords(
      db,
      made.flatMap((person) => person.words),
    );
}

/**
 * Fills the stored search postings from every live person's words in one statement, after a
 * bulk load that wrote people with triggers off (the trigger of migration 0026 maintains them
 * otherwise).
 */
export async function rebuildSearchPostings(db: Database): Promise<void> {
  await db.execute(sql`truncate search_postings`);
  await db.execute(sql`
    insert into search_postings (term, person_id, avg_rating)
    select distinct word, p.id, p.avg_rating from people p, unnest(p.search_words) as word
    where not p.is_deleted and left(word, 1) <> ${WHOLE_KEY_MARK}`);
}

/**
 * Makes the search words of people whose words older rules made, a batch at a time; a
 * no-op once every row is current. Returns how many people it made again.
 */
export async function fillSearchWords(
  db: Database,
  { dictionary = true }: { dictionary?: boolean } = {},
): Promise<number> {
  let filled = 0;
  for (;;) {
    const stale = await queryRows<{ id: number }>(
      db,
      sql`select id from people where search_words_version < ${sql.raw(String(SEARCH_WORDS_VERSION))}
          order by id limit ${SEARCH_WORDS_BATCH}`,
    );
    if (stale.length === 0) return filled;
    await refreshSearchWords(
      db,
      stale.map((row) => Number(row.id)),
      { dictionary },
    );
    filled += stale.length;
  }
}
