import { sql } from 'drizzle-orm';
import { deletionVariants, FUZZY_MIN_WORD_LENGTH } from '@shared/search-text';
import type { Database } from '../../db/client';

/**
 * Adds words to the search dictionary with their one-deletion variants, so that a query
 * word within one typo of a stored word finds it through an ordinary index lookup.
 */
export async function indexSearchWords(db: Database, words: string[]): Promise<void> {
  const rows = [...new Set(words)].flatMap((term) => [
    { variant: term, term },
    ...(term.length >= FUZZY_MIN_WORD_LENGTH
      ? deletionVariants(term).map((variant) => ({ variant, term }))
      : []),
  ]);
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into search_terms (variant, term)
    select * from unnest(${sql.param(rows.map((row) => row.variant))}::text[], ${sql.param(rows.map((row) => row.term))}::text[])
    on conflict do nothing`);
}

/** Rebuilds the dictionary from every person's words in one statement (used after bulk loads). */
export async function rebuildSearchIndex(db: Database): Promise<void> {
  await db.execute(sql`
    insert into search_terms (variant, term)
    select distinct variant, term from (
      select word as term, word as variant from (select distinct unnest(search_words) as word from people) words
      union all
      select word, overlay(word placing '' from position for 1)
      from (select distinct unnest(search_words) as word from people) words,
           generate_series(1, length(word)) as position
      where length(word) >= ${FUZZY_MIN_WORD_LENGTH}
    ) variants
    on conflict do nothing`);
}
