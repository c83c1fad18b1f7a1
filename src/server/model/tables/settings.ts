import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: createdAt('updated_at'),
});
