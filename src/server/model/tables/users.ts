import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, optionalTime } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** Whether the user may act: a verified e-mail and no disable in force (the seeds' flag). */
    isVerified: boolean('is_verified').notNull().default(false),
    /** When the e-mail was confirmed; kept through a disable, so enabling restores isVerified. */
    emailVerifiedAt: optionalTime('email_verified_at'),
    createdAt: createdAt('created_at'),
    disabledAt: optionalTime('disabled_at'),
    deletedAt: optionalTime('deleted_at'),
    /**
     * When the user last changed something (stored only with read replicas): for a few seconds
     * after it, their reads go to the primary so that they see their own change.
     */
    lastWriteAt: optionalTime('last_write_at'),
    /**
     * When an admin granted `trusted`, and who; null while the automatic rules decide
     * (src/shared/standing.ts).
     */
    trustedAt: optionalTime('trusted_at'),
    trustedById: integer('trusted_by_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /**
     * Derived: the standing the vote tallies weigh this user's votes by, as the rules gave it
     * when last evaluated (`standingCheckedAt`: a new user is new when made; null for users
     * from before standings were stored, until prepareDatabase evaluates them); see
     * docs/decisions/0011-counted-votes.md for when that happens.
     */
    standing: text('standing', { enum: ['new', 'member', 'trusted'] })
      .notNull()
      .default('new'),
    standingCheckedAt: optionalTime('standing_checked_at').defaultNow(),
    /**
     * Derived: the user's votes and approvals, recounted by each vote (decision 0032): what
     * voting alike is measured against, without reading the history.
     */
    voteCount: integer('vote_count').notNull().default(0),
    approvalCount: integer('approval_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_role_idx').on(table.role),
    index('users_created_at_idx').on(table.createdAt),
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
    check('users_standing_check', sql`${table.standing} in ('new', 'member', 'trusted')`),
    index('users_standing_checked_idx').on(table.standing, table.standingCheckedAt),
  ],
);

/**
 * Keyed digests (HMAC under the server's key) of the network a user registered from, never
 * the address itself: the narrow one (IPv4 /24, IPv6 /48) a household shares, the wide one
 * (IPv4 /16, IPv6 /32) a provider's region shares. Kept as long as the user, whose votes
 * count as long as they exist (decision 0022).
 */
export const registrationNetworks = pgTable(
  'registration_networks',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    networkDigest: text('network_digest').notNull(),
    wideNetworkDigest: text('wide_network_digest'),
    registeredAt: createdAt('registered_at'),
  },
  (table) => [
    index('registration_networks_digest_idx').on(table.networkDigest),
    index('registration_networks_wide_digest_idx').on(table.wideNetworkDigest),
  ],
);

/** Single-use e-mail verification and password-reset tokens, stored only as hashes. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: optionalTime('used_at'),
  },
  (table) => [
    index('user_tokens_user_id_idx').on(table.userId),
    check('user_tokens_purpose_check', sql`${table.purpose} in ('verify-email', 'reset-password')`),
  ],
);
