import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { socialAccounts } from './accounts';
import { users } from './users';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    socialAccountId: integer('social_account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewText: text('review_text').notNull(),
    createdAt: createdAt('created_at'),
    updatedAt: createdAt('updated_at'),
  },
  (table) => [
    uniqueIndex('reviews_account_user_key').on(table.socialAccountId, table.userId),
    index('reviews_account_created_idx').on(table.socialAccountId, sql`${table.createdAt} desc`),
    index('reviews_user_id_idx').on(table.userId, table.createdAt),
  ],
);
