import { verificationOf } from '@shared/verification';
import { and, asc, desc, eq, inArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import { PENDING_ACCOUNTS_PAGE_SIZE } from '@shared/constants';
import type { SocialAccount } from '@shared/schemas/people';
import type { ProofSummary } from '@shared/schemas/proofs';
import type { Database } from '../../platform/database/client';
import { preparedOn, unsizedIntArray } from '../../platform/database/prepared';
import {
  accountProofs,
  platforms,
  socialAccounts,
  users,
  votes,
  wikidataClaims,
} from '../../model/schema';
import { accountIsShown } from '../visibility';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

interface AccountFilter {
  personIds: number[];
  /** Only accounts rated at least this much (the minimum-rating filter of the list). */
  minRating?: number;
  /** Adds the viewer's own vote to each account. */
  viewerId?: number;
}

export interface ProofSummaryRow {
  kind: ProofSummary['kind'];
  state: ProofSummary['state'];
  anchored: boolean;
  linkedFrom: string | null;
  lastCheckedAt: string | null;
  failingSince: string | null;
}

/**
 * What a proof (the rows of `proofs`, a table name or alias) links from, as people read it: an
 * official site's host, or the linking account of a cross link.
 */
export function proofLinkedFrom(proofs: string) {
  const p = sql.raw(proofs);
  return sql<string | null>`case ${p}.kind
      when 'official_site' then ${p}.site_host
      when 'cross_link' then (select '@' || source.username || ' on ' || platform.name
        from social_accounts source join platforms platform on platform.id = source.platform_id
        where source.id = ${p}.source_account_id)
      end`;
}

const summaryLinkedFrom = proofLinkedFrom('p');

/**
 * A column of an account read: the account's proofs as its verification summarises them
 * (suggestions left out), in the same statement (a list of accounts stays one query); a
 * proof is `anchored` when it can be a link of a proven chain (stored: account_proofs.rooted).
 */
export const proofSummariesOf = (accountId: SQLWrapper | number) =>
  sql<ProofSummaryRow[]>`coalesce((
    select json_agg(json_build_object('kind', p.kind, 'state', p.state,
        'anchored', p.rooted, 'linkedFrom', ${summaryLinkedFrom},
        'lastCheckedAt', p.last_checked_at, 'failingSince', p.failing_since) order by p.id)
    from ${accountProofs} p
    where p.social_account_id = ${accountId} and not p.suggested), '[]'::json)`;

export const proofSummaries = proofSummariesOf(socialAccounts.id);

/** The proofs column as the verification reads it (times as ISO 8601). */
export function readProofSummaries(rows: ProofSummaryRow[]): ProofSummary[] {
  const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  return rows.map((row) => ({
    ...row,
    lastCheckedAt: iso(row.lastCheckedAt),
    failingSince: iso(row.failingSince),
  }));
}

/**
 * What every read of visible accounts selects: the account, its platform, proposer, proofs,
 * Wikidata listing and the viewer's vote.
 */
const selectAccounts = (db: Database) =>
  db
    .select({
      account: socialAccounts,
      platform: {
        id: platforms.id,
        name: platforms.name,
        icon: platforms.icon,
        color: platforms.color,
      },
      submitterName: users.username,
      proofs: proofSummaries,
      userVote: votes.isApproval,
      wikidata: {
        itemId: wikidataClaims.itemId,
        property: wikidataClaims.property,
        listedAt: wikidataClaims.listedAt,
        unlistedAt: wikidataClaims.unlistedAt,
      },
    })
    .from(socialAccounts)
    .innerJoin(platforms, eq(platforms.id, socialAccounts.platformId))
    .leftJoin(users, eq(users.id, socialAccounts.submittedById))
    .leftJoin(wikidataClaims, eq(wikidataClaims.accountId, socialAccounts.id))
    .leftJoin(
      votes,
      and(
        eq(votes.socialAccountId, socialAccounts.id),
        eq(votes.userId, sql.placeholder('viewerId')),
      ),
    );

/** The order accounts are shown in: verified first, best rated first, then oldest first. */
const accountOrder = [
  desc(sql`${socialAccounts.status} = 'verified'`),
  sql`${socialAccounts.avgRating} desc nulls last`,
  asc(socialAccounts.submittedAt),
  asc(socialAccounts.id),
];

/**
 * The visible accounts of some people in one statement, prepared once (see accountOrder).
 * A visitor is user 0, who has no votes (ids start at 1).
 */
const visibleAccounts = preparedOn((db) =>
  selectAccounts(db)
    .where(
      and(
        sql`${socialAccounts.personId} = any(${unsizedIntArray('personIds')})`,
        accountIsShown,
        sql`(${sql.placeholder('minRating')}::numeric is null
          or ${socialAccounts.avgRating} >= ${sql.placeholder('minRating')}::numeric)`,
      ),
    )
    .orderBy(...accountOrder)
    .prepare('visible_accounts'),
);

/** The pending accounts of the person `personId` (deleted ones left out). */
const pendingOfPerson = and(
  eq(socialAccounts.personId, sql.placeholder('personId')),
  accountIsShown,
  eq(socialAccounts.status, 'pending'),
);

/** A page of a person's pending accounts, in the order their page shows them. */
const pendingAccountsPage = preparedOn((db) =>
  selectAccounts(db)
    .where(pendingOfPerson)
    .orderBy(...accountOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('pending_accounts_page'),
);

/**
 * What a person's page shows of their accounts, in one statement: every verified account
 * and the first PENDING_ACCOUNTS_PAGE_SIZE pending ones.
 */
const personPageAccounts = preparedOn((db) =>
  selectAccounts(db)
    .where(
      and(
        eq(socialAccounts.personId, sql.placeholder('personId')),
        accountIsShown,
        or(
          eq(socialAccounts.status, 'verified'),
          inArray(
            socialAccounts.id,
            db
              .select({ id: socialAccounts.id })
              .from(socialAccounts)
              .where(pendingOfPerson)
              .orderBy(...accountOrder)
              .limit(PENDING_ACCOUNTS_PAGE_SIZE),
          ),
        ),
      ),
    )
    .orderBy(...accountOrder)
    .prepare('person_page_accounts'),
);

type AccountRow = Awaited<ReturnType<ReturnType<typeof visibleAccounts>['execute']>>[number];

function toSocialAccount({
  account,
  platform,
  submitterName,
  proofs,
  userVote,
  wikidata,
}: AccountRow): SocialAccount {
  return {
    id: account.id,
    personId: account.personId,
    platformId: account.platformId,
    platform,
    username: account.username,
    url: account.url,
    followers: account.followers,
    evidence: account.evidence,
    isVerified: account.status === 'verified',
    isDeleted: account.isDeleted,
    submittedById: account.submittedById,
    submittedBy: submitterName === null ? null : { username: submitterName },
    submittedAt: account.submittedAt.toISOString(),
    approvalCount: account.approvalCount,
    rejectionCount: account.rejectionCount,
    countedApprovals: account.countedApprovals,
    countedRejections: account.countedRejections,
    verification: verificationOf(account, readProofSummaries(proofs)),
    lastVerifiedAt: iso(account.lastVerifiedAt),
    verifiedAt: iso(account.verifiedAt),
    profile_image_url: account.profileImageUrl,
    avgRating: account.avgRating === null ? null : Number(account.avgRating),
    ratingCount: account.ratingCount,
    userVote:
      userVote === null || userVote === undefined ? null : { isApproval: Boolean(userVote) },
    wikidata: wikidata && {
      itemId: wikidata.itemId,
      property: wikidata.property,
      state: wikidata.unlistedAt ? 'no_longer_listed' : 'listed',
      listedAt: wikidata.listedAt.toISOString(),
      unlistedAt: iso(wikidata.unlistedAt),
    },
  };
}

/** The visible accounts of some people: see visibleAccounts. */
export async function listVisibleAccounts(
  db: Database,
  { personIds, minRating, viewerId }: AccountFilter,
): Promise<SocialAccount[]> {
  if (personIds.length === 0) return [];
  const rows = await visibleAccounts(db).execute({
    personIds,
    minRating: minRating ?? null,
    viewerId: viewerId ?? 0,
  });
  return rows.map(toSocialAccount);
}

/** The accounts a person's page shows: see personPageAccounts. */
export async function listPersonPageAccounts(
  db: Database,
  personId: number,
  viewerId?: number,
): Promise<SocialAccount[]> {
  const rows = await personPageAccounts(db).execute({ personId, viewerId: viewerId ?? 0 });
  return rows.map(toSocialAccount);
}

/** One page of a person's pending accounts, in their page's order (the first is on it). */
export async function listPendingAccounts(
  db: Database,
  {
    personId,
    viewerId,
    page,
    limit,
  }: { personId: number; viewerId?: number; page: number; limit: number },
): Promise<SocialAccount[]> {
  const rows = await pendingAccountsPage(db).execute({
    personId,
    viewerId: viewerId ?? 0,
    limit,
    offset: (page - 1) * limit,
  });
  return rows.map(toSocialAccount);
}

/** A viewer's own votes on some accounts, prepared once: user 0 has none. */
const viewerVotes = preparedOn((db) =>
  db
    .select({ accountId: votes.socialAccountId, isApproval: votes.isApproval })
    .from(votes)
    .where(
      and(
        eq(votes.userId, sql.placeholder('viewerId')),
        sql`${votes.socialAccountId} = any(${unsizedIntArray('accountIds')})`,
      ),
    )
    .prepare('viewer_votes'),
);

/** Whether the viewer approved (true) or rejected (false) each of these accounts they voted on. */
export async function viewerVotesOn(
  db: Database,
  viewerId: number,
  accountIds: readonly number[],
): Promise<Map<number, boolean>> {
  if (accountIds.length === 0) return new Map();
  const rows = await viewerVotes(db).execute({ viewerId, accountIds: [...accountIds] });
  return new Map(rows.map((row) => [row.accountId, Boolean(row.isApproval)]));
}
