import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PROOF_KINDS, PROOF_STATES } from '@shared/proofs';
import { createdAt, optionalTime } from './columns';
import { socialAccounts } from './accounts';
import { users } from './users';

/**
 * A proof attached to an account (issue 19): a page the server checks (a backlink, a bio
 * token, an official site's link) or a reference people read. Its health follows each check
 * (src/shared/proofs.ts); `nextCheckAt` is when the scheduled re-check is due.
 */
export const accountProofs = pgTable(
  'account_proofs',
  {
    id: serial('id').primaryKey(),
    socialAccountId: integer('social_account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROOF_KINDS }).notNull(),
    /** The page checked: the account's profile page, or the official site's or reference's page. */
    url: text('url').notNull(),
    /** bio_token only: the token the account's page must show. */
    token: text('token'),
    state: text('state', { enum: PROOF_STATES }).notNull().default('pending'),
    addedById: integer('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt('created_at'),
    lastCheckedAt: optionalTime('last_checked_at'),
    lastPassedAt: optionalTime('last_passed_at'),
    failingSince: optionalTime('failing_since'),
    failureCount: integer('failure_count').notNull().default(0),
    nextCheckAt: optionalTime('next_check_at'),
    /** When a member last asked for a check now (at most once per PROOF_CHECK_NOW_MINUTES). */
    checkRequestedAt: optionalTime('check_requested_at'),
    /**
     * Attached by someone other than the account's proposer or an admin: checked and listed
     * for admins, but changing nothing public (badge, notifications, feed, holds) until an
     * admin accepts it.
     */
    suggested: boolean('suggested').notNull().default(false),
    /** official_site: the site's host (lower case, without www.), which an identity anchor may vouch for. */
    siteHost: text('site_host'),
    /** cross_link: the verified account of the same person whose profile page links to this one. */
    sourceAccountId: integer('source_account_id').references(() => socialAccounts.id, {
      onDelete: 'cascade',
    }),
    /**
     * Derived: the proof can be a link of a proven chain: an official site's page inside a
     * confirmed root of the person, or a cross link from a proven account or one a moderator
     * verified (decision 0031).
     */
    rooted: boolean('rooted').notNull().default(false),
  },
  (table) => [
    index('account_proofs_account_idx').on(table.socialAccountId),
    index('account_proofs_due_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.nextCheckAt} is not null`),
    uniqueIndex('account_proofs_kind_url_key').on(table.socialAccountId, table.kind, table.url),
    index('account_proofs_added_by_idx').on(table.addedById, table.createdAt),
  ],
);

export const proofChecks = pgTable(
  'proof_checks',
  {
    id: serial('id').primaryKey(),
    proofId: integer('proof_id')
      .notNull()
      .references(() => accountProofs.id, { onDelete: 'cascade' }),
    checkedAt: createdAt('checked_at'),
    outcome: text('outcome', { enum: ['pass', 'fail', 'unreachable', 'contradiction'] }).notNull(),
    /** What was seen, in words: "HTTP 404", "no rel=me link to this person", "timed out". */
    detail: text('detail').notNull(),
  },
  (table) => [index('proof_checks_proof_idx').on(table.proofId, table.checkedAt)],
);
