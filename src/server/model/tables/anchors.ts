import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PROOF_STATES } from '@shared/proofs';
import { createdAt, optionalTime } from './columns';
import { people } from './people';
import { users } from './users';

/** Every check of a proof, for its history. */
/**
 * An official site of the person as a root (decision 0031): an exact origin and a path
 * prefix. A moderator confirms it (or sets it confirmed); a member's suggestion and an
 * imported official website are suggested, and lower nothing until a moderator confirms
 * them. A confirmed root's own page is checked like a proof, and the accounts it links to are
 * stored in `anchor_links`.
 */
export const identityAnchors = pgTable(
  'identity_anchors',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The site's host, lower case and without www., as people read it. */
    host: text('host').notNull(),
    /** What a page must share exactly: scheme, host and port (see src/shared/roots.ts). */
    origin: text('origin').notNull(),
    /** The path a page must be at or below, at a `/`; `/` for the whole origin. */
    pathPrefix: text('path_prefix').notNull(),
    reason: text('reason').notNull(),
    source: text('source', { enum: ['moderator', 'wikidata', 'member'] })
      .notNull()
      .default('moderator'),
    status: text('status', { enum: ['suggested', 'confirmed'] })
      .notNull()
      .default('confirmed'),
    /** Who set it: the administrator, or the member who suggested it. */
    setById: integer('set_by_id').references(() => users.id, { onDelete: 'set null' }),
    confirmedById: integer('confirmed_by_id').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: optionalTime('confirmed_at'),
    createdAt: createdAt('created_at'),
    /** The root's own page, checked like a proof (src/shared/proofs.ts healthAfterCheck). */
    state: text('state', { enum: PROOF_STATES }).notNull().default('pending'),
    lastCheckedAt: optionalTime('last_checked_at'),
    lastPassedAt: optionalTime('last_passed_at'),
    failingSince: optionalTime('failing_since'),
    failureCount: integer('failure_count').notNull().default(0),
    nextCheckAt: optionalTime('next_check_at'),
  },
  (table) => [
    uniqueIndex('identity_anchors_person_root_key').on(
      table.personId,
      table.origin,
      table.pathPrefix,
    ),
    index('identity_anchors_suggested_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.status} = 'suggested'`),
    index('identity_anchors_due_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.nextCheckAt} is not null and ${table.status} = 'confirmed'`),
    check('identity_anchors_status_check', sql`${table.status} in ('suggested', 'confirmed')`),
  ],
);

/** The account addresses a confirmed root's own page linked to when last read. */
export const anchorLinks = pgTable(
  'anchor_links',
  {
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => identityAnchors.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    username: text('username').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.anchorId, table.platform, table.username] }),
    index('anchor_links_handle_idx').on(table.platform, sql`lower(${table.username})`),
  ],
);
