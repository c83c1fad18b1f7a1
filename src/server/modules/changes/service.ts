import { asc, eq, gt, max } from 'drizzle-orm';
import { type ChangesPage, type ChangesQuery, LATEST_CURSOR } from '@shared/schemas/changes';
import type { Database } from '../../platform/database/client';
import { directoryChanges, people } from '../../model/schema';
import { findDirectoryEntries } from '../directory';

/**
 * A cursor is the id of the last change a reader has seen, written in decimal. Clients treat
 * it as opaque, which leaves room to change the encoding. Ids become visible in ascending
 * order (see recordChanges), so "every change with a larger id" misses nothing.
 */
const toCursor = (id: number) => String(id);

async function latestChangeId(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(directoryChanges.id) }).from(directoryChanges);
  return row?.id ?? 0;
}

/**
 * The changes after `since`, oldest first, each with the current directory entry of its
 * account when the account is in the directory now.
 */
export async function listChanges(
  db: Database,
  { since, limit }: ChangesQuery,
): Promise<ChangesPage> {
  if (since === LATEST_CURSOR) {
    return { changes: [], nextCursor: toCursor(await latestChangeId(db)), hasMore: false };
  }
  const after = since === undefined ? 0 : Number(since);
  const rows = await db
    .select({ change: directoryChanges, personSlug: people.slug })
    .from(directoryChanges)
    .leftJoin(people, eq(people.id, directoryChanges.personId))
    .where(gt(directoryChanges.id, after))
    .orderBy(asc(directoryChanges.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const entries = await findDirectoryEntries(
    db,
    page.flatMap(({ change }) => (change.accountId === null ? [] : [change.accountId])),
  );
  return {
    changes: page.map(({ change, personSlug }) => ({
      cursor: toCursor(change.id),
      kind: change.kind,
      occurredAt: change.occurredAt.toISOString(),
      personId: change.personId,
      personSlug,
      accountId: change.accountId,
      mergedIntoId: change.mergedIntoId,
      account: (change.accountId !== null && entries.get(change.accountId)) || null,
    })),
    nextCursor: toCursor(page.at(-1)?.change.id ?? after),
    hasMore: rows.length > limit,
  };
}
