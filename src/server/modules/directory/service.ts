import { and, desc, sql } from 'drizzle-orm';
import type { DirectoryEntry, DirectoryQuery } from '@shared/schemas/directory';
import type { Database } from '../../platform/database/client';
import { socialAccounts } from '../../model/schema';
import { atLeastTier, selectEntries, toEntry } from './entries';

export interface DirectoryPage {
  entries: DirectoryEntry[];
  nextCursor: string | null;
}

/** A cursor names the last entry of a page: its verification time in milliseconds and its id. */
function parseCursor(cursor: string): { verifiedAt: Date; id: number } {
  const [millis, id] = cursor.split('_').map(Number);
  return { verifiedAt: new Date(millis ?? 0), id: id ?? 0 };
}

/**
 * Verified accounts of listed people (of `tier` or a stronger one) as flat entries, most
 * recently verified first.
 */
export async function listDirectory(
  db: Database,
  { limit, cursor, tier }: Pick<DirectoryQuery, 'limit' | 'cursor' | 'tier'>,
): Promise<DirectoryPage> {
  const after = cursor ? parseCursor(cursor) : undefined;
  const rows = await selectEntries(
    db,
    and(
      atLeastTier(tier),
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
    entries: pageRows.map(toEntry),
    nextCursor:
      rows.length > limit && last?.verifiedAt ? `${last.verifiedAt.getTime()}_${last.id}` : null,
  };
}

/**
 * The whole directory, in the order of the pages, read one page of `batchSize` at a time
 * (the same keyset query), so that no more than one batch is held in memory.
 */
export async function* allDirectoryEntries(
  db: Database,
  batchSize: number,
  tier: DirectoryQuery['tier'] = 'community',
): AsyncGenerator<DirectoryEntry[]> {
  let cursor: string | undefined;
  do {
    const page = await listDirectory(db, { limit: batchSize, cursor, tier });
    if (page.entries.length) yield page.entries;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
