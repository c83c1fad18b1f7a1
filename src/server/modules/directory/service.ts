import { and, desc, eq, sql } from 'drizzle-orm';
import { accountLink } from '../../../shared/account-link';
import type { DirectoryEntry, DirectoryQuery } from '../../../shared/schemas/directory';
import type { Database } from '../../db/client';
import { categories, people, platforms, socialAccounts } from '../../db/schema';

export interface DirectoryPage {
  entries: DirectoryEntry[];
  nextCursor: string | null;
}

/** A cursor names the last entry of a page: its verification time in milliseconds and its id. */
function parseCursor(cursor: string): { verifiedAt: Date; id: number } {
  const [millis, id] = cursor.split('_').map(Number);
  return { verifiedAt: new Date(millis ?? 0), id: id ?? 0 };
}

/** Verified accounts of listed people as flat entries, most recently verified first. */
export async function listDirectory(
  db: Database,
  { limit, cursor }: DirectoryQuery,
): Promise<DirectoryPage> {
  const after = cursor ? parseCursor(cursor) : undefined;
  const rows = await db
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
    })
    .from(socialAccounts)
    .innerJoin(people, eq(people.id, socialAccounts.personId))
    .innerJoin(platforms, eq(platforms.id, socialAccounts.platformId))
    .leftJoin(categories, eq(categories.id, people.categoryId))
    .where(
      and(
        eq(socialAccounts.status, 'verified'),
        eq(socialAccounts.isDeleted, false),
        eq(people.isDeleted, false),
        after
          ? sql`(${socialAccounts.verifiedAt}, ${socialAccounts.id}) < (${after.verifiedAt.toISOString()}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(socialAccounts.verifiedAt), desc(socialAccounts.id))
    .limit(limit + 1);

  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    entries: pageRows.map((row) => ({
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
    })),
    nextCursor:
      rows.length > limit && last?.verifiedAt ? `${last.verifiedAt.getTime()}_${last.id}` : null,
  };
}
