import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, optionalTime } from './columns';
import { users } from './users';

/**
 * Keys that raise a developer's public API limits. Only a SHA-256 digest of the key is
 * stored (keys are long random strings, so a slow hash adds nothing); the prefix lets the
 * owner recognise a key in their list.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt('created_at'),
    lastUsedAt: optionalTime('last_used_at'),
    revokedAt: optionalTime('revoked_at'),
  },
  (table) => [index('api_keys_user_id_idx').on(table.userId)],
);
