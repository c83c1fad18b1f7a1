import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, optionalTime } from './columns';
import { socialAccounts } from './accounts';
import { people } from './people';

/**
 * An account a Wikidata claim lists (docs/decisions/0029-wikidata-import.md): listed while
 * the latest import found the claim with a preferred or normal rank, no longer listed (with
 * the date) once a later complete import did not. It decides nothing of the account's status.
 */
export const wikidataClaims = pgTable(
  'wikidata_claims',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    /** The claim's property: P2002 for X, P2003 for Instagram, … */
    property: text('property').notNull(),
    claimId: text('claim_id').notNull(),
    listedAt: createdAt('listed_at'),
    unlistedAt: optionalTime('unlisted_at'),
    /** The import run that last found the claim. */
    seenRun: integer('seen_run').notNull(),
  },
  (table) => [index('wikidata_claims_item_idx').on(table.itemId)],
);

/**
 * What the import last wrote for an item, so a later run changes only what nobody changed
 * since: a name, profession or category a member or moderator edited stays theirs, and an
 * alias or official site someone removed is not added again.
 */
export const wikidataItems = pgTable('wikidata_items', {
  itemId: text('item_id').primaryKey(),
  personId: integer('person_id').references(() => people.id, { onDelete: 'set null' }),
  imported: jsonb('imported').$type<ImportedItemFacts>().notNull(),
  seenRun: integer('seen_run').notNull(),
});

/** The facts of an item the import wrote last time (see wikidataItems). */
export interface ImportedItemFacts {
  firstName: string;
  lastName: string;
  /** The first occupation's item, which the profession names (its label, once known). */
  occupationId: string | null;
  profession: string;
  categoryId: number | null;
  /** Name keys of the aliases it added. */
  aliasKeys: string[];
  /** Hosts of the official sites it anchored. */
  anchorHosts: string[];
}

/** One run of the import over one dump file; an unfinished run is resumed where it stopped. */
export const wikidataImports = pgTable('wikidata_imports', {
  id: serial('id').primaryKey(),
  /** The file as the operator named it, its size and modification time: what a resumed run must match. */
  sourceName: text('source_name').notNull(),
  sourceSize: bigint('source_size', { mode: 'number' }).notNull(),
  sourceModifiedAt: timestamp('source_modified_at', { withTimezone: true, mode: 'date' }).notNull(),
  startedAt: createdAt('started_at'),
  finishedAt: optionalTime('finished_at'),
  /** Entities of the dump whose changes are committed: a resumed run skips them. */
  entitiesDone: bigint('entities_done', { mode: 'number' }).notNull().default(0),
  /** Set once the first pass has read the whole dump: how many entities it holds. */
  entitiesTotal: bigint('entities_total', { mode: 'number' }),
  counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
});

/**
 * A Wikidata human named like a person already in the directory without an item: listed for
 * administrators, who link them (the next import updates the person) or dismiss it. The
 * import merges nothing by name alone.
 */
export const wikidataPossibleMatches = pgTable(
  'wikidata_possible_matches',
  {
    id: serial('id').primaryKey(),
    itemId: text('item_id').notNull(),
    /** The item's name as the dump gives it. */
    name: text('name').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    foundAt: createdAt('found_at'),
    dismissedAt: optionalTime('dismissed_at'),
  },
  (table) => [
    uniqueIndex('wikidata_possible_matches_item_person_key').on(table.itemId, table.personId),
  ],
);
