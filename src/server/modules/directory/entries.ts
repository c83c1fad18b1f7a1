import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { accountLink } from '@shared/account-link';
import type { DirectoryEntry } from '@shared/schemas/directory';
import type { Tier } from '@shared/schemas/trust';
import { tierOf } from '@shared/verification';
import type { Database } from '../../platform/database/client';
import { categories, people, platforms, socialAccounts } from '../../model/schema';
import { accountIsVisible } from '../visibility';

/** In the directory: a verified account, not deleted, of a person who is not deleted. */
const inDirectory = and(eq(socialAccounts.status, 'verified'), accountIsVisible());

/** The directory's accounts that also meet `condition`, with the columns of a flat entry. */
export function selectEntries(db: Database, condition?: SQL) {
  return db
    .select({
      id: socialAccounts.id,
      username: socialAccounts.username,
      url: socialAccounts.url,
      followers: socialAccounts.followers,
      evidence: socialAccounts.evidence,
      verifiedAt: socialAccounts.verifiedAt,
      platform: platforms.name,
      firstName: people.firstName,
      lastName: people.lastName,
      profession: people.profession,
      category: categories.name,
      decisionBasis: socialAccounts.decisionBasis,
      provenChain: socialAccounts.provenChain,
      status: socialAccounts.status,
    })
    .from(socialAccounts)
    .innerJoin(people, eq(people.id, socialAccounts.personId))
    .innerJoin(platforms, eq(platforms.id, socialAccounts.platformId))
    .leftJoin(categories, eq(categories.id, people.categoryId))
    .where(and(inDirectory, condition));
}

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

export function toEntry(row: EntryRow): DirectoryEntry {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    username: row.username,
    url: accountLink({ url: row.url, username: row.username, platformName: row.platform }),
    platform: row.platform,
    category: row.category,
    followers: row.followers,
    profession: row.profession,
    evidence: row.evidence,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    tier: tierOf(row) ?? 'community',
  };
}

/** The directory's entries of this tier or a stronger one (decision 0031). */
export function atLeastTier(tier: Tier): SQL | undefined {
  if (tier === 'proven') return sql`${socialAccounts.provenChain} is not null`;
  if (tier === 'moderator') {
    return sql`(${socialAccounts.provenChain} is not null or ${socialAccounts.decisionBasis} = 'moderator')`;
  }
  return undefined;
}

/** The entries of those of these accounts that are in the directory now, by account id. */
export async function findDirectoryEntries(
  db: Database,
  accountIds: number[],
): Promise<Map<number, DirectoryEntry>> {
  if (accountIds.length === 0) return new Map();
  const rows = await selectEntries(db, inArray(socialAccounts.id, accountIds));
  return new Map(rows.map((row) => [row.id, toEntry(row)]));
}

/** These people's accounts that are in the directory now: account id → person id. */
export async function directoryAccountsOf(
  db: Database,
  personIds: number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: socialAccounts.id, personId: socialAccounts.personId })
    .from(socialAccounts)
    .innerJoin(people, eq(people.id, socialAccounts.personId))
    .where(and(inDirectory, inArray(socialAccounts.personId, personIds)))
    .orderBy(asc(socialAccounts.id));
  return new Map(rows.map((row) => [row.id, row.personId]));
}
