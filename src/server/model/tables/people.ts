import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, average } from './columns';
import { categories } from './catalog';
import { users } from './users';

export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    slug: text('slug').notNull(),
    /** Normalised "first last" (no case, no accents): equal for people the directory treats as the same name. */
    nameKey: text('name_key').notNull(),
    /** The name's confusable skeleton (Unicode TR39): equal for names that display alike. Filled by the app, null until then. */
    nameSkeleton: text('name_skeleton'),
    /** Normalised words of the name and profession, matched by search through a GIN index. */
    searchWords: text('search_words').array().notNull(),
    /** Which rules made search_words (SEARCH_WORDS_VERSION); older rows are made again at start. */
    searchWordsVersion: integer('search_words_version').notNull().default(0),
    profession: text('profession').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    addedById: integer('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    addedAt: createdAt('added_at'),
    profileImageUrl: text('profile_image_url'),
    /** Derived: the ratings of the person's verified accounts, overall and of the last 30 days. */
    avgRating: average('avg_rating'),
    avgRating30: average('avg_rating_30'),
    ratingCount: integer('rating_count').notNull().default(0),
    /** The best average among the person's visible accounts, for the minimum-rating filter. */
    bestAccountRating: average('best_account_rating'),
    /** Derived: how many of the person's undeleted accounts are verified, and pending. */
    verifiedAccountCount: integer('verified_account_count').notNull().default(0),
    pendingAccountCount: integer('pending_account_count').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => people.id, {
      onDelete: 'set null',
    }),
    isDemo: boolean('is_demo').notNull().default(false),
    /** The person's Wikidata item (Q…), set by the import or by an administrator's link. */
    wikidataId: text('wikidata_id'),
    /**
     * Where the person's last change to what search finds and orders by (words, rating, name,
     * deletion) falls in the order of such changes, from a sequence: an instance's name index
     * reads the changes past the last it saw (name-index/follow.ts). Null for a person unchanged
     * since the column came; set by the column's default and by a trigger (migration 0032).
     */
    searchChange: bigint('search_change', { mode: 'number' }).default(
      sql`nextval('people_search_change_seq')`,
    ),
  },
  (table) => [
    uniqueIndex('people_name_key_live_key')
      .on(table.nameKey)
      .where(sql`not ${table.isDeleted}`),
    index('people_name_skeleton_live_idx')
      .on(table.nameSkeleton)
      .where(sql`not ${table.isDeleted}`),
    index('people_slug_idx').on(table.slug),
    index('people_search_words_stale_idx')
      .on(table.id)
      .where(sql`${table.searchWordsVersion} < 1`),
    index('people_search_words_idx').using('gin', table.searchWords),
    index('people_search_change_idx')
      .on(table.searchChange)
      .where(sql`${table.searchChange} is not null`),
    index('people_name_trgm_idx').using('gin', sql`${table.nameKey} gin_trgm_ops`),
    // The list order, then every column a list filters on, so that a filtered page is read
    // from the index alone however far it walks. Only bounded text: the search words (every
    // alias and handle of a person) are matched through their own GIN index and postings,
    // and in a btree they could outgrow an index row and refuse every later write.
    index('people_rating_order_idx')
      .on(
        sql`${table.avgRating} desc nulls last`,
        table.firstName,
        table.lastName,
        table.id,
        table.categoryId,
        table.verifiedAccountCount,
        table.pendingAccountCount,
        table.bestAccountRating,
        table.nameKey,
      )
      .where(sql`not ${table.isDeleted}`),
    // The same within one category: a category page walks only its own people.
    index('people_category_order_idx')
      .on(
        table.categoryId,
        sql`${table.avgRating} desc nulls last`,
        table.firstName,
        table.lastName,
        table.id,
        table.verifiedAccountCount,
        table.pendingAccountCount,
        table.bestAccountRating,
      )
      .where(sql`not ${table.isDeleted}`),
    // Serves the minimum-rating filter (with or without verified) from the index alone.
    index('people_best_rating_idx')
      .on(sql`${table.bestAccountRating} desc`, table.verifiedAccountCount)
      .where(sql`not ${table.isDeleted}`),
    index('people_category_id_idx').on(table.categoryId),
    index('people_added_by_id_idx').on(table.addedById),
    index('people_merged_into_id_idx').on(table.mergedIntoId),
    uniqueIndex('people_wikidata_id_live_key')
      .on(table.wikidataId)
      .where(sql`${table.wikidataId} is not null and not ${table.isDeleted}`),
  ],
);

/**
 * Another name a person is known by (a stage name, a name in another script), with an
 * optional language or script tag. Searched like the name: its words are in the person's
 * search words.
 */
export const personAliases = pgTable(
  'person_aliases',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A BCP 47 tag ("ru", "ja", "zh-Hant"), null when not given. */
    language: text('language'),
    /** The alias as names are compared (personNameKey), and as it displays (its skeleton). */
    nameKey: text('name_key').notNull(),
    nameSkeleton: text('name_skeleton').notNull(),
    addedById: integer('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    addedAt: createdAt('added_at'),
  },
  (table) => [
    uniqueIndex('person_aliases_person_key').on(table.personId, table.nameKey),
    index('person_aliases_name_key_idx').on(table.nameKey),
    index('person_aliases_skeleton_idx').on(table.nameSkeleton),
  ],
);
