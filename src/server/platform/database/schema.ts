import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PROOF_KINDS, PROOF_STATES } from '../../../shared/proofs';
import type { Contest, ProvenChain } from '../../../shared/proof-chain';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS } from '../../../shared/notification-kinds';

const createdAt = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const optionalTime = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/**
 * Averages are kept as numeric(4,3) columns. Kept figures (averages and counts of other
 * rows) are recounted by the write units of those rows (docs/decisions/0008-derived-data.md).
 */
const average = (name: string) => numeric(name, { precision: 4, scale: 3, mode: 'number' });

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
     * When the user last changed something (kept only with read replicas): for a few seconds
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
     * Kept: the standing the vote tallies weigh this user's votes by, as the rules gave it
     * when last evaluated (`standingCheckedAt`: a new user is new when made; null for users
     * from before standings were kept, until prepareDatabase evaluates them); see
     * docs/decisions/0011-counted-votes.md for when that happens.
     */
    standing: text('standing', { enum: ['new', 'member', 'trusted'] })
      .notNull()
      .default('new'),
    standingCheckedAt: optionalTime('standing_checked_at').defaultNow(),
    /**
     * Kept: the user's votes and approvals, recounted by each vote (decision 0032): what
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

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: optionalTime('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
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

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const platforms = pgTable('platforms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull(),
  color: text('color').notNull(),
});

export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    slug: text('slug').notNull(),
    /** Normalised "first last" (no case, no accents): equal for people the directory treats as the same name. */
    nameKey: text('name_key').notNull(),
    /** The name's confusable skeleton (Unicode TR39): equal for names that display alike. Filled by the app, null until then. */
    nameSkeleton: text('name_skeleton'),
    /** Normalised words of the name and profession, matched by search through a GIN index. */
    searchWords: text('search_words').array().notNull(),
    /** Which rules made search_words (SEARCH_WORDS_VERSION); older rows are made again at start. */
    searchWordsVersion: integer('search_words_version').notNull().default(0),
    profession: text('profession').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    addedById: integer('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    addedAt: createdAt('added_at'),
    profileImageUrl: text('profile_image_url'),
    /** Kept: the ratings of the person's verified accounts, overall and of the last 30 days. */
    avgRating: average('avg_rating'),
    avgRating30: average('avg_rating_30'),
    ratingCount: integer('rating_count').notNull().default(0),
    /** The best average among the person's visible accounts, for the minimum-rating filter. */
    bestAccountRating: average('best_account_rating'),
    /** Kept: how many of the person's undeleted accounts are verified, and pending. */
    verifiedAccountCount: integer('verified_account_count').notNull().default(0),
    pendingAccountCount: integer('pending_account_count').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => people.id, {
      onDelete: 'set null',
    }),
    isDemo: boolean('is_demo').notNull().default(false),
    /** The person's Wikidata item (Q…), set by the import or by an administrator's link. */
    wikidataId: text('wikidata_id'),
    /**
     * Where the person's last change to what search finds and orders by (words, rating, name,
     * deletion) falls in the order of such changes, from a sequence: an instance's name index
     * reads the changes past the last it saw (name-index/follow.ts). Null for a person unchanged
     * since the column came; set by the column's default and by a trigger (migration 0032).
     */
    searchChange: bigint('search_change', { mode: 'number' }).default(
      sql`nextval('people_search_change_seq')`,
    ),
  },
  (table) => [
    uniqueIndex('people_name_key_live_key')
      .on(table.nameKey)
      .where(sql`not ${table.isDeleted}`),
    index('people_name_skeleton_live_idx')
      .on(table.nameSkeleton)
      .where(sql`not ${table.isDeleted}`),
    index('people_slug_idx').on(table.slug),
    index('people_search_words_stale_idx')
      .on(table.id)
      .where(sql`${table.searchWordsVersion} < 1`),
    index('people_search_words_idx').using('gin', table.searchWords),
    index('people_search_change_idx')
      .on(table.searchChange)
      .where(sql`${table.searchChange} is not null`),
    index('people_name_trgm_idx').using('gin', sql`${table.nameKey} gin_trgm_ops`),
    // The list order, then every column a list filters on, so that a filtered page is read
    // from the index alone however far it walks. Only bounded text: the search words (every
    // alias and handle of a person) are matched through their own GIN index and postings,
    // and in a btree they could outgrow an index row and refuse every later write.
    index('people_rating_order_idx')
      .on(
        sql`${table.avgRating} desc nulls last`,
        table.firstName,
        table.lastName,
        table.id,
        table.categoryId,
        table.verifiedAccountCount,
        table.pendingAccountCount,
        table.bestAccountRating,
        table.nameKey,
      )
      .where(sql`not ${table.isDeleted}`),
    // The same within one category: a category page walks only its own people.
    index('people_category_order_idx')
      .on(
        table.categoryId,
        sql`${table.avgRating} desc nulls last`,
        table.firstName,
        table.lastName,
        table.id,
        table.verifiedAccountCount,
        table.pendingAccountCount,
        table.bestAccountRating,
      )
      .where(sql`not ${table.isDeleted}`),
    // Serves the minimum-rating filter (with or without verified) from the index alone.
    index('people_best_rating_idx')
      .on(sql`${table.bestAccountRating} desc`, table.verifiedAccountCount)
      .where(sql`not ${table.isDeleted}`),
    index('people_category_id_idx').on(table.categoryId),
    index('people_added_by_id_idx').on(table.addedById),
    index('people_merged_into_id_idx').on(table.mergedIntoId),
    uniqueIndex('people_wikidata_id_live_key')
      .on(table.wikidataId)
      .where(sql`${table.wikidataId} is not null and not ${table.isDeleted}`),
  ],
);

/**
 * Another name a person is known by (a stage name, a name in another script), with an
 * optional language or script tag. Searched like the name: its words are in the person's
 * search words.
 */
export const personAliases = pgTable(
  'person_aliases',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A BCP 47 tag ("ru", "ja", "zh-Hant"), null when not given. */
    language: text('language'),
    /** The alias as names are compared (personNameKey), and as it displays (its skeleton). */
    nameKey: text('name_key').notNull(),
    nameSkeleton: text('name_skeleton').notNull(),
    addedById: integer('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    addedAt: createdAt('added_at'),
  },
  (table) => [
    uniqueIndex('person_aliases_person_key').on(table.personId, table.nameKey),
    index('person_aliases_name_key_idx').on(table.nameKey),
    index('person_aliases_skeleton_idx').on(table.nameSkeleton),
  ],
);

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
     * The kept url is not the account's profile address on its platform: rows from before
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
    /** Kept: the account's votes. */
    approvalCount: integer('approval_count').notNull().default(0),
    rejectionCount: integer('rejection_count').notNull().default(0),
    /** Kept: the sum of its votes' weights, for and against (the counted votes that decide). */
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
     * Kept: how many independent groups of voters the counted approvals and rejections come
     * from (decision 0022); null for a decision taken before voters were grouped.
     */
    approvalGroups: integer('approval_groups'),
    rejectionGroups: integer('rejection_groups'),
    /**
     * Kept: the group the proposer fell in at the tally that decided the account (decision
     * 0031): a proposal verified by votes counts for its proposer only when no counted
     * approval came from it.
     */
    submitterGroup: integer('submitter_group'),
    /** The decision was reached at the bar a proven chain lowers: it validates nobody's record. */
    barLowered: boolean('bar_lowered').notNull().default(false),
    /**
     * Kept: the chain of checked proofs from a root to the account (a ProvenChain), null when
     * none leads there; refreshed with the person's evidence (decision 0031).
     */
    provenChain: jsonb('proven_chain').$type<ProvenChain>(),
    /** Kept: the person's own evidence names another account instead (a Contest), or null. */
    contest: jsonb('contest').$type<Contest>(),
    lastVerifiedAt: optionalTime('last_verified_at'),
    verifiedAt: optionalTime('verified_at'),
    profileImageUrl: text('profile_image_url'),
    /** Kept: the account's ratings. */
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

export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    socialAccountId: integer('social_account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isApproval: boolean('is_approval').notNull(),
    votedAt: createdAt('voted_at'),
    /** Kept: how much the vote counts (0 or 1) as of the last tally, and why when 0. */
    weight: smallint('weight').notNull().default(0),
    weightReason: text('weight_reason'),
    /**
     * Kept: the group of voters this voter fell in at the last tally, named by its smallest
     * user id (decision 0022). Whether a decision was independent of a voter reads it.
     */
    voterGroup: integer('voter_group'),
  },
  (table) => [
    uniqueIndex('votes_account_user_key').on(table.socialAccountId, table.userId),
    // With the account, a profile counts a user's visible votes from the index alone.
    index('votes_user_id_idx').on(table.userId, table.votedAt, table.socialAccountId),
  ],
);

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
     * Kept: the proof can be a link of a proven chain: an official site's page inside a
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

/** Every check of a proof, for its history. */
/**
 * An official site of the person as a root (decision 0031): an exact origin and a path
 * prefix. A moderator confirms it (or sets it confirmed); a member's suggestion and an
 * imported official website are suggested, and lower nothing until a moderator confirms
 * them. A confirmed root's own page is checked like a proof, and the accounts it links to are
 * kept in `anchor_links`.
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

/**
 * People whose kept chains and contests (social_accounts.proven_chain, contest) are to be
 * refreshed outside a write: those the migration that introduced them found with evidence.
 */
export const evidenceRefreshes = pgTable('evidence_refreshes', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => people.id, { onDelete: 'cascade' }),
});

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

/**
 * Kept: what two users' votes share (decision 0032), counted by each vote in O(the account's
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
 * Kept: how many accounts of a submitter a voter approved, counted by each vote; derived
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

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt('created_at'),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    linkTitle: text('link_title'),
    linkDescription: text('link_description'),
    linkImageUrl: text('link_image_url'),
    youtubeVideoId: text('youtube_video_id'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Kept: the comment's ratings. */
    avgRating: average('avg_rating'),
    ratingCount: integer('rating_count').notNull().default(0),
  },
  (table) => [
    // In the feed's order (newest first, id breaking ties), with the person its count joins.
    index('comments_feed_idx')
      .on(sql`${table.createdAt} desc`, sql`${table.id} desc`, table.personId)
      .where(sql`${table.parentId} is null and not ${table.isDeleted}`),
    index('comments_person_feed_idx').on(
      table.personId,
      sql`${table.createdAt} desc`,
      sql`${table.id} desc`,
    ),
    index('comments_parent_id_idx').on(table.parentId),
    index('comments_user_id_idx').on(table.userId, table.createdAt),
  ],
);

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    socialAccountId: integer('social_account_id').references(() => socialAccounts.id, {
      onDelete: 'cascade',
    }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    ratedAt: createdAt('rated_at'),
    ratingType: text('rating_type', { enum: ['social', 'comment'] })
      .notNull()
      .default('social'),
  },
  (table) => [
    uniqueIndex('ratings_account_user_key')
      .on(table.socialAccountId, table.userId)
      .where(sql`${table.socialAccountId} is not null`),
    uniqueIndex('ratings_comment_user_key')
      .on(table.commentId, table.userId)
      .where(sql`${table.commentId} is not null`),
    index('ratings_account_rated_at_idx').on(table.socialAccountId, table.ratedAt),
    index('ratings_comment_id_idx').on(table.commentId),
    index('ratings_user_id_idx').on(
      table.userId,
      table.ratedAt,
      table.ratingType,
      table.socialAccountId,
    ),
    index('ratings_rated_at_idx').on(table.ratedAt),
    check('ratings_rating_range_check', sql`${table.rating} between 1 and 5`),
    check(
      'ratings_target_check',
      sql`(${table.ratingType} = 'social' and ${table.socialAccountId} is not null and ${table.commentId} is null)
        or (${table.ratingType} = 'comment' and ${table.commentId} is not null and ${table.socialAccountId} is null)`,
    ),
  ],
);

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

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    socialAccountId: integer('social_account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    evidence: text('evidence').notNull(),
    status: text('status', { enum: ['pending', 'investigating', 'dismissed', 'resolved'] })
      .notNull()
      .default('pending'),
    reportedAt: createdAt('reported_at'),
    reviewedAt: optionalTime('reviewed_at'),
    /**
     * A keyed digest of the network the report came from (see networkOf): reports from one
     * network count once toward showing an account as reported. Null for reports made before
     * it was kept, which count toward nothing.
     */
    networkDigest: text('network_digest'),
  },
  (table) => [
    index('reports_account_id_idx').on(table.socialAccountId),
    index('reports_user_id_idx').on(table.userId),
    index('reports_status_reported_idx').on(table.status, table.reportedAt),
    check(
      'reports_status_check',
      sql`${table.status} in ('pending', 'investigating', 'dismissed', 'resolved')`,
    ),
  ],
);

/**
 * Every mail the server sends or would send. A mail waits in the outbox until it is sent:
 * for good when no SMTP server is configured, else until the next attempt is due
 * (next_attempt_at, which also holds it while an instance is sending it).
 */
export const outgoingEmails = pgTable(
  'outgoing_emails',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /**
     * Sealed with the settings key while the mail may still be sent (it can hold a sign-in
     * link), emptied once it is sent, given up or past the longest link's lifetime.
     */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Whether the bodies are sealed; mails kept before sealing began are not. */
    bodySealed: boolean('body_sealed').notNull().default(false),
    replyTo: text('reply_to'),
    /**
     * The address that stops this kind of mail (a notification's), sent as List-Unsubscribe
     * with one-click List-Unsubscribe-Post; sealed and emptied like the bodies, since its token
     * changes the recipient's settings.
     */
    unsubscribeUrl: text('unsubscribe_url'),
    /**
     * The hash of the single-use token the mail's link carries (a verification or reset
     * link): a kept mail whose token was used, replaced or expired meanwhile is not sent.
     */
    linkTokenHash: text('link_token_hash'),
    status: text('status', { enum: ['outbox', 'sent', 'failed'] }).notNull(),
    messageId: text('message_id'),
    /** Why the last attempt failed. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** When the mail is tried again; none for a mail that nothing will send. */
    nextAttemptAt: optionalTime('next_attempt_at'),
    createdAt: createdAt('created_at'),
    sentAt: optionalTime('sent_at'),
  },
  (table) => [
    index('outgoing_emails_created_at_idx').on(table.createdAt),
    index('outgoing_emails_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'outbox' and ${table.nextAttemptAt} is not null`),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: createdAt('updated_at'),
});

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

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt('created_at'),
  },
  (table) => [index('uploads_user_id_idx').on(table.userId)],
);

/** The dictionary of search words and their one-deletion variants, for typo-tolerant search. */
export const searchTerms = pgTable(
  'search_terms',
  {
    variant: text('variant').notNull(),
    term: text('term').notNull(),
  },
  (table) => [
    uniqueIndex('search_terms_variant_term_key').on(table.variant, table.term),
    index('search_terms_term_prefix_idx').on(sql`${table.term} text_pattern_ops`),
  ],
);

/**
 * Kept: each person's search words (whole keys aside) with the person's overall rating,
 * ordered by it within each word, so a word's best-rated people are read from the index
 * alone however many have it. A trigger on people keeps it (migration 0026; see
 * docs/decisions/0025-search-postings.md).
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    term: text('term').notNull(),
    personId: integer('person_id').notNull(),
    avgRating: average('avg_rating'),
  },
  (table) => [
    index('search_postings_ranked_idx').on(
      table.term,
      sql`${table.avgRating} desc nulls last`,
      table.personId,
    ),
  ],
);

/** One row per admin action: who did what to which record, with the record before and after. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(sql`${table.createdAt} desc`, sql`${table.id} desc`),
    index('admin_audit_log_admin_id_idx').on(table.adminId),
  ],
);

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

/**
 * What changed in the public directory, in commit order (writers take one advisory lock
 * before inserting, so a reader that saw id N never later meets a smaller id).
 */
export const directoryChanges = pgTable(
  'directory_changes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', {
      enum: [
        'person_added',
        'person_deleted',
        'person_merged',
        'account_verified',
        'account_removed',
        'account_proof_changed',
      ],
    }).notNull(),
    personId: integer('person_id').notNull(),
    accountId: integer('account_id'),
    mergedIntoId: integer('merged_into_id'),
    occurredAt: createdAt('occurred_at'),
  },
  (table) => [
    check(
      'directory_changes_kind_check',
      sql`${table.kind} in ('person_added', 'person_deleted', 'person_merged', 'account_verified', 'account_removed', 'account_proof_changed')`,
    ),
  ],
);

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

/**
 * An account a Wikidata claim lists (docs/decisions/0029-wikidata-import.md): listed while
 * the latest import found the claim with a preferred or normal rank, no longer listed (with
 * the date) once a later complete import did not. It decides nothing of the account's status.
 */
export const wikidataClaims = pgTable(
  'wikidata_claims',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    /** The claim's property: P2002 for X, P2003 for Instagram, … */
    property: text('property').notNull(),
    claimId: text('claim_id').notNull(),
    listedAt: createdAt('listed_at'),
    unlistedAt: optionalTime('unlisted_at'),
    /** The import run that last found the claim. */
    seenRun: integer('seen_run').notNull(),
  },
  (table) => [index('wikidata_claims_item_idx').on(table.itemId)],
);

/**
 * What the import last wrote for an item, so a later run changes only what nobody changed
 * since: a name, profession or category a member or moderator edited stays theirs, and an
 * alias or official site someone removed is not added again.
 */
export const wikidataItems = pgTable('wikidata_items', {
  itemId: text('item_id').primaryKey(),
  personId: integer('person_id').references(() => people.id, { onDelete: 'set null' }),
  imported: jsonb('imported').$type<ImportedItemFacts>().notNull(),
  seenRun: integer('seen_run').notNull(),
});

/** The facts of an item the import wrote last time (see wikidataItems). */
export interface ImportedItemFacts {
  firstName: string;
  lastName: string;
  /** The first occupation's item, which the profession names (its label, once known). */
  occupationId: string | null;
  profession: string;
  categoryId: number | null;
  /** Name keys of the aliases it added. */
  aliasKeys: string[];
  /** Hosts of the official sites it anchored. */
  anchorHosts: string[];
}

/** One run of the import over one dump file; an unfinished run is resumed where it stopped. */
export const wikidataImports = pgTable('wikidata_imports', {
  id: serial('id').primaryKey(),
  /** The file as the operator named it, its size and modification time: what a resumed run must match. */
  sourceName: text('source_name').notNull(),
  sourceSize: bigint('source_size', { mode: 'number' }).notNull(),
  sourceModifiedAt: timestamp('source_modified_at', { withTimezone: true, mode: 'date' }).notNull(),
  startedAt: createdAt('started_at'),
  finishedAt: optionalTime('finished_at'),
  /** Entities of the dump whose changes are committed: a resumed run skips them. */
  entitiesDone: bigint('entities_done', { mode: 'number' }).notNull().default(0),
  /** Set once the first pass has read the whole dump: how many entities it holds. */
  entitiesTotal: bigint('entities_total', { mode: 'number' }),
  counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
});

/**
 * A Wikidata human named like a person already in the directory without an item: listed for
 * administrators, who link them (the next import updates the person) or dismiss it. The
 * import merges nothing by name alone.
 */
export const wikidataPossibleMatches = pgTable(
  'wikidata_possible_matches',
  {
    id: serial('id').primaryKey(),
    itemId: text('item_id').notNull(),
    /** The item's name as the dump gives it. */
    name: text('name').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    foundAt: createdAt('found_at'),
    dismissedAt: optionalTime('dismissed_at'),
  },
  (table) => [
    uniqueIndex('wikidata_possible_matches_item_person_key').on(table.itemId, table.personId),
  ],
);

/**
 * One write a member made under a daily cap (an alias, an account proposal, a proof): the
 * caps count these rows in their window, so deleting what was written gives no allowance
 * back. Kept apart from the rows written; rows older than the longest window are removed.
 */
export const cappedWrites = pgTable(
  'capped_writes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['alias', 'account_proposal', 'proof'] }).notNull(),
    /** The person written about, for the caps of one member on one person. */
    personId: integer('person_id'),
    writtenAt: createdAt('written_at'),
  },
  (table) => [
    index('capped_writes_user_kind_idx').on(table.userId, table.kind, table.writtenAt),
    index('capped_writes_written_at_idx').on(table.writtenAt),
  ],
);

/**
 * Each person's public card (what a list, a search result and a suggestion show of them) as
 * ready JSON, kept by the write that changes it (modules/people/cards): the person's fields
 * before them (`head`, an object's text opened), each visible account's JSON in the page's
 * order with its average rating (for the minimum-rating filter), and what follows them. A card whose
 * person has a row in `card_changes` is not current, and is not read.
 */
export const personCards = pgTable(
  'person_cards',
  {
    // No foreign key: inserting a card would then take a share lock on its person's row,
    // which a write's recount holds for update, and two writes could wait on each other.
    personId: integer('person_id').primaryKey(),
    head: text('head'),
    accounts: text('accounts').array(),
    accountRatings: numeric('account_ratings').array(),
    /** What follows the accounts (`,"aliases":[…]`), without the closing brace. */
    tail: text('tail'),
    /** What search needs to tell why the person came up (names, aliases, handles), as JSON. */
    matchFacts: text('match_facts'),
    /** When a time the card says relatively ("checked 2 days ago") next reads differently. */
    refreshAt: optionalTime('refresh_at'),
  },
  (table) => [
    index('person_cards_refresh_at_idx')
      .on(table.refreshAt)
      .where(sql`${table.refreshAt} is not null`),
  ],
);

/**
 * People whose card a change made stale, noted by triggers in the changing transaction: the
 * write keeps their cards before it commits and removes its rows; rows left (a write outside
 * the write units, or too many people at once) are kept by the scheduled job.
 */
export const cardChanges = pgTable(
  'card_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    personId: integer('person_id').notNull(),
    /** The transaction that made the change (txid_current()). */
    txid: bigint('txid', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('card_changes_person_idx').on(table.personId),
    index('card_changes_txid_idx').on(table.txid),
  ],
);
