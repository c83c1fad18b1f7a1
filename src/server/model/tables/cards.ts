import { sql } from 'drizzle-orm';
import { bigint, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { optionalTime } from './columns';

/**
 * Each person's public card (what a list, a search result and a suggestion show of them) as
 * ready JSON, stored by the write that changes it (modules/people/cards): the person's fields
 * before them (`head`, an object's text opened), each visible account's JSON in the page's
 * order with its average rating (for the minimum-rating filter), and what follows them. A card whose
 * person has a row in `card_changes` is not current, and is not read.
 */
export const personCards = pgTable(
  'person_cards',
  {
    // No foreign key: inserting a card would then take a share lock on its person's row,
    // which a write's recount holds for update, and two writes could wait on each other.
    personId: integer('person_id').primaryKey(),
    head: text('head'),
    accounts: text('accounts').array(),
    accountRatings: numeric('account_ratings').array(),
    /** What follows the accounts (`,"aliases":[…]`), without the closing brace. */
    tail: text('tail'),
    /** What search needs to tell why the person came up (names, aliases, handles), as JSON. */
    matchFacts: text('match_facts'),
    /** When a time the card says relatively ("checked 2 days ago") next reads differently. */
    refreshAt: optionalTime('refresh_at'),
  },
  (table) => [
    index('person_cards_refresh_at_idx')
      .on(table.refreshAt)
      .where(sql`${table.refreshAt} is not null`),
  ],
);

/**
 * People whose card a change made stale, noted by triggers in the changing transaction: the
 * write stores their cards before it commits and removes its rows; rows left (a write outside
 * the write units, or too many people at once) have their cards stored by the scheduled job.
 */
export const cardChanges = pgTable(
  'card_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    personId: integer('person_id').notNull(),
    /** The transaction that made the change (txid_current()). */
    txid: bigint('txid', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('card_changes_person_idx').on(table.personId),
    index('card_changes_txid_idx').on(table.txid),
  ],
);
