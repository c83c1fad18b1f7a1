import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, optionalTime } from './columns';
import { users } from './users';

/**
 * Derived: what two users' votes share (decision 0032), counted by each vote in O(the account's
 * voters): the accounts both voted on alike, and of those the ones where their votes came
 * within FOLLOWING_WINDOW_MINUTES of each other. A pair that reaches a link's thresholds
 * gets its voter_links row at that vote. Derived from the votes and checked against them
 * (check-voter-pairs), so it carries its key alone: no foreign keys (users are never deleted)
 * and no second index, whose upkeep every pair row of every vote would pay.
 */
export const voterPairs = pgTable(
  'voter_pairs',
  {
    userA: integer('user_a').notNull(),
    userB: integer('user_b').notNull(),
    alike: integer('alike').notNull().default(0),
    close: integer('close').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userA, table.userB] }),
    check('voter_pairs_order_check', sql`${table.userA} < ${table.userB}`),
  ],
);

/**
 * Derived: how many accounts of a submitter a voter approved, counted by each vote; derived
 * like voter_pairs, and keyed alike.
 */
export const submitterApprovals = pgTable(
  'submitter_approvals',
  {
    voterId: integer('voter_id').notNull(),
    submitterId: integer('submitter_id').notNull(),
    approvals: integer('approvals').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.voterId, table.submitterId] })],
);

/**
 * Links between two users found from how they voted (alike over their histories, one
 * following the other, one favouring the other's proposals), made by the vote that reached
 * the thresholds and kept once found (decisions 0031, 0032): padding a history with other
 * votes afterwards never undoes them. A moderator clearing a flag that names both removes
 * theirs. A tally reads the links among its voters, never their histories.
 */
export const voterLinks = pgTable(
  'voter_links',
  {
    userA: integer('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: integer('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['co_voting', 'following', 'submitter'] }).notNull(),
    foundAt: createdAt('found_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userA, table.userB, table.kind] }),
    index('voter_links_user_b_idx').on(table.userB),
    check('voter_links_order_check', sql`${table.userA} < ${table.userB}`),
  ],
);

/**
 * A signal that some users may be one person or a coordinated ring, for an admin to judge.
 * Open: the users count once per account (their earliest vote), not at all on an account
 * one of them submitted, and no account they counted toward becomes verified. Confirmed:
 * their votes stop counting. Cleared: they count as independent people.
 */
export const trustFlags = pgTable(
  'trust_flags',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['network', 'pair', 'burst', 'submitter', 'burn'] }).notNull(),
    status: text('status', { enum: ['open', 'confirmed', 'cleared'] })
      .notNull()
      .default('open'),
    userIds: integer('user_ids').array().notNull(),
    accountIds: integer('account_ids').array().notNull(),
    signals: jsonb('signals').notNull(),
    createdAt: createdAt('created_at'),
    updatedAt: createdAt('updated_at'),
    decidedAt: optionalTime('decided_at'),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Accounts a confirm returned from verified to pending, which a reopen verifies again. */
    unverifiedAccountIds: integer('unverified_account_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * burn: when every other decision its users took part in was tallied again without them;
     * null until then (a scheduled job finishes what a stopped process left).
     */
    recountedAt: optionalTime('recounted_at'),
  },
  (table) => [
    index('trust_flags_status_idx').on(table.status, table.createdAt),
    index('trust_flags_user_ids_idx').using('gin', table.userIds),
    check(
      'trust_flags_kind_check',
      sql`${table.kind} in ('network', 'pair', 'burst', 'submitter', 'burn')`,
    ),
    check('trust_flags_status_check', sql`${table.status} in ('open', 'confirmed', 'cleared')`),
  ],
);
