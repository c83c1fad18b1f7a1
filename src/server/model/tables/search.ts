import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { average } from './columns';

/** The dictionary of search words and their one-deletion variants, for typo-tolerant search. */
export const searchTerms = pgTable(
  'search_terms',
  {
    variant: text('variant').notNull(),
    term: text('term').notNull(),
  },
  (table) => [
    uniqueIndex('search_terms_variant_term_key').on(table.variant, table.term),
    index('search_terms_term_prefix_idx').on(sql`${table.term} text_pattern_ops`),
  ],
);

/**
 * Derived: each person's search words (whole keys aside) with the person's overall rating,
 * ordered by it within each word, so a word's best-rated people are read from the index
 * alone however many have it. A trigger on people maintains it (migration 0026; see
 * docs/decisions/0025-search-postings.md).
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    term: text('term').notNull(),
    personId: integer('person_id').notNull(),
    avgRating: average('avg_rating'),
  },
  (table) => [
    index('search_postings_ranked_idx').on(
      table.term,
      sql`${table.avgRating} desc nulls last`,
      table.personId,
    ),
  ],
);
