import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: createdAt('created_at'),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);
