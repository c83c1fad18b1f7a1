import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type Contest, type ProvenChain } from '@shared/proof-chain';
import { createdAt, optionalTime, average } from './columns';
import { platforms } from './catalog';
import { people } from './people';
import { users } from './users';

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    username: text('username').notNull(),
    /**
     * A website's address (its identity). On a platform with a profile address pattern, the
     * profile address the platform and username make (see checkAccountUrl); it never decides
     * a link or a check there.
     */
    url: text('url'),
    /**
     * The stored url is not the account's profile address on its platform: rows from before
     * the rule, listed for admins to normalise or unverify. Null until prepareDatabase has
     * checked a row from before the rule.
     */
    urlMismatch: boolean('url_mismatch').default(false),
    followers: text('followers'),
    evidence: text('evidence'),
    status: text('status', { enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('pending'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    submittedById: integer('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: createdAt('submitted_at'),
    /** Derived: the account's votes. */
    approvalCount: integer('approval_count').notNull().default(0),
    rejectionCount: integer('rejection_count').notNull().default(0),
    /** Derived: the sum of its votes' weights, for and against (the counted votes that decide). */
    countedApprovals: integer('counted_approvals').notNull().default(0),
    countedRejections: integer('counted_rejections').notNull().default(0),
    /**
     * What the status rests on: `community` (counted votes decided it), `moderator` (an admin set it),
     * `legacy` (decided by raw votes before votes were weighed); null while pending.
     */
    decisionBasis: text('decision_basis', { enum: ['community', 'moderator', 'legacy'] }),
    /** Why an administrator decided the status (basis `moderator`), shown with the badge. */
    decisionNote: text('decision_note'),
    /** Enough counted approvals, but something holds the verification (holdReason says what). */
    verificationHeld: boolean('verification_held').notNull().default(false),
    /**
     * What holds a pending account with enough counted approvals: an open trust flag, a
     * contradicting proof, or another verified account of the person on the platform.
     */
    holdReason: text('hold_reason', {
      enum: ['flag', 'proof', 'same_platform', 'handle_elsewhere'],
    }),
    /**
     * Derived: how many independent groups of voters the counted approvals and rejections come
     * from (decision 0022); null for a decision taken before voters were grouped.
     */
    approvalGroups: integer('approval_groups'),
    rejectionGroups: integer('rejection_groups'),
    /**
     * Derived: the group the proposer fell in at the tally that decided the account (decision
     * 0031): a proposal verified by votes counts for its proposer only when no counted
     * approval came from it.
     */
    submitterGroup: integer('submitter_group'),
    /** The decision was reached at the bar a proven chain lowers: it validates nobody's record. */
    barLowered: boolean('bar_lowered').notNull().default(false),
    /**
     * Derived: the chain of checked proofs from a root to the account (a ProvenChain), null when
     * none leads there; refreshed with the person's evidence (decision 0031).
     */
    provenChain: jsonb('proven_chain').$type<ProvenChain>(),
    /** Derived: the person's own evidence names another account instead (a Contest), or null. */
    contest: jsonb('contest').$type<Contest>(),
    lastVerifiedAt: optionalTime('last_verified_at'),
    verifiedAt: optionalTime('verified_at'),
    profileImageUrl: text('profile_image_url'),
    /** Derived: the account's ratings. */
    avgRating: average('avg_rating'),
    avgRating30: average('avg_rating_30'),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
  },
  (table) => [
    // One live account of a handle per person; on two people, the evidence decides whose it is.
    uniqueIndex('social_accounts_live_handle_key')
      .on(table.platformId, sql`lower(${table.username})`, table.personId)
      .where(sql`${table.status} in ('pending', 'verified') and not ${table.isDeleted}`),
    // The directory of the strongest tiers, most recently verified first (decision 0031).
    index('social_accounts_proven_order_idx')
      .on(sql`${table.verifiedAt} desc`, sql`${table.id} desc`)
      .where(
        sql`${table.status} = 'verified' and not ${table.isDeleted} and ${table.provenChain} is not null`,
      ),
    index('social_accounts_moderator_order_idx')
      .on(sql`${table.verifiedAt} desc`, sql`${table.id} desc`)
      .where(
        sql`${table.status} = 'verified' and not ${table.isDeleted} and (${table.provenChain} is not null or ${table.decisionBasis} = 'moderator')`,
      ),
    // Proven accounts still pending, which the evidence job looks at.
    index('social_accounts_proven_pending_idx')
      .on(table.id)
      .where(sql`${table.provenChain} is not null and ${table.status} = 'pending'`),
    index('social_accounts_contested_idx')
      .on(table.id)
      .where(sql`${table.contest} is not null and not ${table.isDeleted}`),
    // Every account of a handle, whatever its status: what a rejected or removed one forbids.
    index('social_accounts_handle_idx').on(table.platformId, sql`lower(${table.username})`),
    index('social_accounts_person_id_idx').on(table.personId),
    index('social_accounts_platform_id_idx').on(table.platformId),
    index('social_accounts_submitted_by_id_idx').on(table.submittedById),
    index('social_accounts_url_mismatch_idx')
      .on(table.id)
      .where(sql`${table.urlMismatch} is not false`),
    // A shown account's person, read from the index alone by a profile's counts.
    index('social_accounts_shown_person_idx')
      .on(table.id, table.personId)
      .where(sql`${table.status} <> 'rejected' and not ${table.isDeleted}`),
    index('social_accounts_verified_order_idx')
      .on(sql`${table.verifiedAt} desc`, sql`${table.id} desc`)
      .where(sql`${table.status} = 'verified' and not ${table.isDeleted}`),
    check(
      'social_accounts_status_check',
      sql`${table.status} in ('pending', 'verified', 'rejected')`,
    ),
    check(
      'social_accounts_counts_check',
      sql`${table.approvalCount} >= 0 and ${table.rejectionCount} >= 0`,
    ),
  ],
);
