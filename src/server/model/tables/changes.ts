import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * What changed in the public directory, in commit order (writers take one advisory lock
 * before inserting, so a reader that saw id N never later meets a smaller id).
 */
export const directoryChanges = pgTable(
  'directory_changes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', {
      enum: [
        'person_added',
        'person_deleted',
        'person_merged',
        'account_verified',
        'account_removed',
        'account_proof_changed',
      ],
    }).notNull(),
    personId: integer('person_id').notNull(),
    accountId: integer('account_id'),
    mergedIntoId: integer('merged_into_id'),
    occurredAt: createdAt('occurred_at'),
  },
  (table) => [
    check(
      'directory_changes_kind_check',
      sql`${table.kind} in ('person_added', 'person_deleted', 'person_merged', 'account_verified', 'account_removed', 'account_proof_changed')`,
    ),
  ],
);
