import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * One write a member made under a daily cap (an alias, an account proposal, a proof): the
 * caps count these rows in their window, so deleting what was written gives no allowance
 * back. Kept apart from the rows written; rows older than the longest window are removed.
 */
export const cappedWrites = pgTable(
  'capped_writes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['alias', 'account_proposal', 'proof'] }).notNull(),
    /** The person written about, for the caps of one member on one person. */
    personId: integer('person_id'),
    writtenAt: createdAt('written_at'),
  },
  (table) => [
    index('capped_writes_user_kind_idx').on(table.userId, table.kind, table.writtenAt),
    index('capped_writes_written_at_idx').on(table.writtenAt),
  ],
);
