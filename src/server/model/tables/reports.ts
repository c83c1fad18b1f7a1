import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime } from './columns';
import { socialAccounts } from './accounts';
import { users } from './users';

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    socialAccountId: integer('social_account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    evidence: text('evidence').notNull(),
    status: text('status', { enum: ['pending', 'investigating', 'dismissed', 'resolved'] })
      .notNull()
      .default('pending'),
    reportedAt: createdAt('reported_at'),
    reviewedAt: optionalTime('reviewed_at'),
    /**
     * A keyed digest of the network the report came from (see networkOf): reports from one
     * network count once toward showing an account as reported. Null for reports made before
     * it was stored, which count toward nothing.
     */
    networkDigest: text('network_digest'),
  },
  (table) => [
    index('reports_account_id_idx').on(table.socialAccountId),
    index('reports_user_id_idx').on(table.userId),
    index('reports_status_reported_idx').on(table.status, table.reportedAt),
    check(
      'reports_status_check',
      sql`${table.status} in ('pending', 'investigating', 'dismissed', 'resolved')`,
    ),
  ],
);
