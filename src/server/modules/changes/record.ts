import { sql } from 'drizzle-orm';
import type { ChangeKind } from '@shared/schemas/changes';
import type { Database } from '../../platform/database/client';
import { insertColumns } from '../../platform/database/insert-columns';
import { directoryChanges } from '../../model/schema';
import { directoryAccountsOf } from '../directory';

export interface NewChange {
  kind: ChangeKind;
  personId: number;
  accountId?: number;
  mergedIntoId?: number;
}

/** The key of the one advisory lock every writer of the change feed takes; any fixed number does. */
const CHANGE_FEED_LOCK = 727_001;

/**
 * Appends changes to the feed inside `tx`, the transaction that makes them, so a change is
 * in the feed exactly when it happened. Call it last in the transaction.
 *
 * A serial id is drawn when its row is inserted, not when the transaction commits: without
 * the lock, a transaction holding id 7 could commit after one holding id 8, and a reader
 * that had already gone past 8 would never see 7. The transaction-scoped advisory lock lets
 * one writer at a time draw ids and commit (PostgreSQL releases it only once the commit is
 * visible), so ids become visible in ascending order and a reader that saw id N never later
 * meets a smaller one. Because it is taken last, a writer holding it waits for nothing else,
 * so it cannot close a deadlock with the row locks other writers hold.
 */
export async function recordChanges(tx: Database, ...changes: NewChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${CHANGE_FEED_LOCK}::bigint)`);
  // One array parameter a column, in the order given (a batch import records thousands).
  await tx.execute(
    insertColumns(
      directoryChanges,
      ['kind', 'personId', 'accountId', 'mergedIntoId'],
      changes.map((change) => ({
        kind: change.kind,
        personId: change.personId,
        accountId: change.accountId ?? null,
        mergedIntoId: change.mergedIntoId ?? null,
      })),
    ),
  );
}

/**
 * The account changes that take a mirror from `before` (these people's directory accounts
 * as `directoryAccountsOf` found them ahead of a bulk change) to what the directory holds
 * now: account_removed for an account that left, account_verified for one that joined,
 * moved to another person, or is in `rewritten` (its entry may differ, as a merged
 * duplicate's does).
 */
export async function directoryChangesSince(
  tx: Database,
  before: Map<number, number>,
  personIds: number[],
  rewritten: Iterable<number> = [],
): Promise<NewChange[]> {
  const after = await directoryAccountsOf(tx, personIds);
  const rewrittenIds = new Set(rewritten);
  const removed = [...before]
    .sort(([a], [b]) => a - b)
    .filter(([accountId]) => !after.has(accountId))
    .map(([accountId, personId]): NewChange => ({ kind: 'account_removed', personId, accountId }));
  const verified = [...after]
    .filter(
      ([accountId, personId]) => before.get(accountId) !== personId || rewrittenIds.has(accountId),
    )
    .map(([accountId, personId]): NewChange => ({ kind: 'account_verified', personId, accountId }));
  return [...removed, ...verified];
}
