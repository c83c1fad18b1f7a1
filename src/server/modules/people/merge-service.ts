import { moveAnchors } from '../anchors';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  CleanAccountsResult,
  MergePeopleInput,
  MergePeopleResult,
} from '@shared/schemas/admin-system';
import type { Database } from '../../platform/database/client';
import { isUniqueViolation } from '../../platform/database/errors';
import { comments, people, socialAccounts } from '../../model/schema';
import { badRequest, conflict, notFound } from '../../platform/http/http-errors';
import { mergeDuplicateAccounts, moveAccounts } from '../accounts';
import { runWrite, type WriteScope } from '../derived-data';
import { countAccountsInPairs } from '../trust';
import { markPersonMerged, moveAliases } from './writes';
import { recordAdminAction } from '../audit';
import { moveWatches } from '../notifications';

const HANDLE_TAKEN =
  'A merged account has the same platform and username as an account listed for another person';

/** Runs a merge step, responding with 409 when it would list an account twice. */
async function withoutHandleClash<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(HANDLE_TAKEN);
    throw error;
  }
}

/**
 * Locks these people's accounts, then the people themselves. Votes and ratings lock an
 * account before its person (whose stored figures they refresh), so a merge that took the
 * people first would deadlock with a vote waiting on one of the accounts it moves.
 */
async function lockPeopleWithAccounts(tx: Database, personIds: number[]) {
  await tx
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(inArray(socialAccounts.personId, personIds))
    .orderBy(asc(socialAccounts.id))
    .for('update');
  return tx
    .select()
    .from(people)
    .where(inArray(people.id, personIds))
    .orderBy(asc(people.id))
    .for('update');
}

/**
 * Merges the person's duplicate accounts (mergeDuplicateAccounts), their votes taken out of
 * the counts independent groups are built from before and put back after, as the merge
 * moves votes and drops a voter's second vote (decision 0032).
 */
async function mergeDuplicatesCounted(
  write: WriteScope,
  personId: number,
  preferred?: ReadonlySet<number>,
) {
  const accounts = await write.tx
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.personId, personId), eq(socialAccounts.isDeleted, false)));
  const accountIds = accounts.map((account) => account.id);
  await countAccountsInPairs(write.tx, accountIds, -1);
  const cleanup = await mergeDuplicateAccounts(write, personId, preferred);
  await countAccountsInPairs(write.tx, accountIds, 1);
  return cleanup;
}

/**
 * Merges person B into person A in one transaction: B's accounts, comments and watchers move to A,
 * duplicate accounts are merged (see mergeDuplicateAccounts; A's own accounts survive),
 * and B is marked deleted and merged into A.
 */
export async function mergePeople(
  db: Database,
  actorId: number,
  { keepPersonId, removePersonId, cleanDuplicateSocialAccounts }: MergePeopleInput,
): Promise<MergePeopleResult> {
  return withoutHandleClash(() =>
    runWrite(db, 'merge people', async (tx, write) => {
      write.invalidateAll();
      const found = await lockPeopleWithAccounts(tx, [keepPersonId, removePersonId]);
      const keep = found.find((person) => person.id === keepPersonId);
      const remove = found.find((person) => person.id === removePersonId);
      if (!keep || !remove) throw notFound('Person not found');
      if (keep.isDeleted) throw badRequest('The person to keep is marked as deleted');

      const ownAccounts = await tx
        .select({ id: socialAccounts.id })
        .from(socialAccounts)
        .where(eq(socialAccounts.personId, keepPersonId));
      const moved = await moveAccounts(write, removePersonId, keepPersonId);
      const cleanup = cleanDuplicateSocialAccounts
        ? await mergeDuplicatesCounted(
            write,
            keepPersonId,
            new Set(ownAccounts.map((account) => account.id)),
          )
        : { merges: [], duplicatesRemoved: 0, reportsUpdated: 0 };
      const movedComments = await tx
        .update(comments)
        .set({ personId: keepPersonId })
        .where(eq(comments.personId, removePersonId))
        .returning({ id: comments.id });
      await moveWatches(tx, removePersonId, keepPersonId);
      await moveAnchors(tx, removePersonId, keepPersonId);
      await moveAliases(write, removePersonId, keepPersonId);
      await markPersonMerged(write, removePersonId, keepPersonId);

      await recordAdminAction(tx, {
        adminId: actorId,
        action: 'people.merge',
        targetType: 'person',
        targetId: keepPersonId,
        before: {
          keep: { id: keep.id, name: `${keep.firstName} ${keep.lastName}` },
          remove: {
            id: remove.id,
            name: `${remove.firstName} ${remove.lastName}`,
            isDeleted: remove.isDeleted,
          },
        },
        after: {
          remove: { id: remove.id, isDeleted: true, mergedIntoId: keepPersonId },
          accountsMoved: moved,
          duplicateMerges: cleanup.merges,
          commentsMoved: movedComments.length,
          reportsUpdated: cleanup.reportsUpdated,
        },
      });
      return {
        success: true,
        message: 'People merged successfully',
        accountsMoved: moved.length,
        duplicatesRemoved: cleanup.duplicatesRemoved,
        commentsMoved: movedComments.length,
      };
    }),
  );
}

/** Merges the duplicate accounts (same platform and username) of one person. */
export async function cleanPersonAccounts(
  db: Database,
  actorId: number,
  personId: number,
): Promise<CleanAccountsResult> {
  return withoutHandleClash(() =>
    runWrite(db, 'merge duplicate accounts', async (tx, write) => {
      write.invalidateAll();
      const [person] = await lockPeopleWithAccounts(tx, [personId]);
      if (!person) throw notFound('Person not found');
      const cleanup = await mergeDuplicatesCounted(write, personId);
      await recordAdminAction(tx, {
        adminId: actorId,
        action: 'person.clean-accounts',
        targetType: 'person',
        targetId: personId,
        after: { duplicateMerges: cleanup.merges, reportsUpdated: cleanup.reportsUpdated },
      });
      const count = cleanup.duplicatesRemoved;
      return {
        success: true,
        message: count
          ? `Removed ${count} duplicate social account${count === 1 ? '' : 's'}`
          : 'No duplicate social accounts found',
        duplicatesRemoved: count,
        reportsUpdated: cleanup.reportsUpdated,
      };
    }),
  );
}
