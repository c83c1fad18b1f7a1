import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** One row per admin action: who did what to which record, with the record before and after. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(sql`${table.createdAt} desc`, sql`${table.id} desc`),
    index('admin_audit_log_admin_id_idx').on(table.adminId),
  ],
);
