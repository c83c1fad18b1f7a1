import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS } from '@shared/notification-kinds';
import { createdAt, optionalTime } from './columns';
import { socialAccounts } from './accounts';
import { people } from './people';
import { users } from './users';

/**
 * What a user is told, made in the transaction of the change it reports. `mailDue` says how
 * it is still to be mailed (at once, or with the next daily digest); it is emptied when the
 * mail is queued in the outbox (or when the address may not receive mail), in the same
 * transaction, so no notification is mailed twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    personId: integer('person_id').references(() => people.id, { onDelete: 'set null' }),
    accountId: integer('account_id').references(() => socialAccounts.id, { onDelete: 'set null' }),
    createdAt: createdAt('created_at'),
    readAt: optionalTime('read_at'),
    mailDue: text('mail_due', { enum: ['email', 'digest'] }),
    mailedAt: optionalTime('mailed_at'),
  },
  (table) => [
    index('notifications_user_created_idx').on(
      table.userId,
      sql`${table.createdAt} desc`,
      sql`${table.id} desc`,
    ),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_mail_due_idx')
      .on(table.mailDue, table.userId, table.createdAt)
      .where(sql`${table.mailDue} is not null`),
  ],
);

/** Where a user wants one kind of notification; a kind without a row goes where its default says. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    delivery: text('delivery', { enum: NOTIFICATION_DELIVERIES }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** The people a user watches: they hear when an account of the person is verified, removed or turns amber. */
export const personWatches = pgTable(
  'person_watches',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.personId] }),
    index('person_watches_person_idx').on(table.personId),
  ],
);
