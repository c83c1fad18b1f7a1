import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import { reports, socialAccounts } from '../../model/schema';
import { type WriteScope, recountVotes, refreshAccountRatings } from '../derived-data';
import { statusAfterVotes } from './status';

type AccountRow = typeof socialAccounts.$inferSelect;

const STATUS_RANK: Record<AccountRow['status'], number> = { verified: 0, pending: 1, rejected: 2 };

/**
 * Accounts with the same platform and username (any case), in groups of two or more; in
 * each group the account that survives comes first: a preferred one (the kept person's),
 * then verified before pending before rejected, then the oldest.
 */
export function duplicateGroups(accounts: AccountRow[], preferred: ReadonlySet<number>) {
  const groups = new Map<string, AccountRow[]>();
  for (const account of accounts) {
    const key = `${account.platformId}:${account.username.toLowerCase()}`;
    groups.set(key, [...(groups.get(key) ?? []), account]);
  }
  return [...groups.values()]
    .filter((group) => group.length > 1)
    .map((group) =>
      [...group].sort(
        (a, b) =>
          Number(preferred.has(b.id)) - Number(preferred.has(a.id)) ||
          STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
          a.id - b.id,
      ),
    );
}

/**
 * Moves a duplicate's per-user rows (votes, ratings or reviews) to the surviving account.
 * A user who has a row on both keeps only the survivor's, so nobody counts twice.
 */
async function moveUserRows(
  tx: Database,
  table: 'votes' | 'ratings' | 'reviews',
  fromId: number,
  toId: number,
) {
  const rows = sql.identifier(table);
  await tx.execute(sql`delete from ${rows} moving
    where moving.social_account_id = ${fromId}
    and exists (select 1 from ${rows} kept
      where kept.social_account_id = ${toId} and kept.user_id = moving.user_id)`);
  await tx.execute(
    sql`update ${rows} set social_account_id = ${toId} where social_account_id = ${fromId}`,
  );
}

export interface DuplicateMerge {
  kept: number;
  removed: number[];
}

export interface DuplicateCleanup {
  merges: DuplicateMerge[];
  duplicatesRemoved: number;
  reportsUpdated: number;
}

/**
 * Merges every group of duplicate accounts (not deleted) of one person into one account:
 * votes, ratings and reviews move without double counting, reports move, the duplicates
 * are marked deleted, and the survivor's counts are recounted from its vote rows and its
 * status derived again (verified if any of the group was, or at the approval threshold).
 * The survivors' directory entries count as rewritten in the feed.
 */
export async function mergeDuplicateAccounts(
  write: WriteScope,
  personId: number,
  preferred: ReadonlySet<number> = new Set(),
): Promise<DuplicateCleanup> {
  const { tx } = write;
  await write.watchDirectory([personId]);
  const accounts = await tx
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.personId, personId), eq(socialAccounts.isDeleted, false)))
    .orderBy(asc(socialAccounts.id))
    .for('update');
  const merges: DuplicateMerge[] = [];
  let reportsUpdated = 0;

  for (const [kept, ...duplicates] of duplicateGroups(accounts, preferred)) {
    const survivor = kept!;
    const removed = duplicates.map((duplicate) => duplicate.id);
    for (const duplicate of duplicates) {
      await moveUserRows(tx, 'votes', duplicate.id, survivor.id);
      await moveUserRows(tx, 'ratings', duplicate.id, survivor.id);
      await moveUserRows(tx, 'reviews', duplicate.id, survivor.id);
      const moved = await tx
        .update(reports)
        .set({ socialAccountId: survivor.id })
        .where(eq(reports.socialAccountId, duplicate.id))
        .returning({ id: reports.id });
      reportsUpdated += moved.length;
    }
    // Nobody votes on an account they submitted, not even through a merge.
    if (survivor.submittedById !== null) {
      await tx.execute(sql`delete from votes
        where social_account_id = ${survivor.id} and user_id = ${survivor.submittedById}`);
    }
    // The duplicates go first, so the survivor can take a listed status without a clash.
    await tx
      .update(socialAccounts)
      .set({ isDeleted: true })
      .where(inArray(socialAccounts.id, removed));

    const counts = await recountVotes(tx, [survivor.id, ...removed]);
    const { approvals, rejections } = counts.find((count) => count.id === survivor.id)!;
    const group = [survivor, ...duplicates];
    const status = group.some((account) => account.status === 'verified')
      ? 'verified'
      : statusAfterVotes(approvals, rejections);
    const times = (pick: (account: AccountRow) => Date | null) =>
      group
        .map(pick)
        .filter((time): time is Date => time !== null)
        .sort((a, b) => a.getTime() - b.getTime());
    const { now } = write;
    const verifiedAt =
      status === 'verified' ? (survivor.verifiedAt ?? times((a) => a.verifiedAt)[0] ?? now) : null;
    await tx
      .update(socialAccounts)
      .set({
        status,
        verifiedAt,
        lastVerifiedAt: times((a) => a.lastVerifiedAt ?? a.verifiedAt).at(-1) ?? verifiedAt,
        url: survivor.url ?? duplicates.find((duplicate) => duplicate.url)?.url ?? null,
        followers:
          survivor.followers ?? duplicates.find((duplicate) => duplicate.followers)?.followers,
      })
      .where(eq(socialAccounts.id, survivor.id));
    merges.push({ kept: survivor.id, removed });
  }

  if (merges.length) {
    await refreshAccountRatings(
      tx,
      merges.flatMap((merge) => [merge.kept, ...merge.removed]),
    );
    write.peopleChanged(personId);
    write.evidenceChanged(personId);
    write.accountsRewritten(merges.map((merge) => merge.kept));
  }
  return {
    merges,
    duplicatesRemoved: merges.reduce((total, merge) => total + merge.removed.length, 0),
    reportsUpdated,
  };
}
