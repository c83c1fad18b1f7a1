import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type {
  CleanAccountsResult,
  MergePeopleInput,
  MergePeopleResult,
} from '../../../shared/schemas/admin-system';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { comments, people, socialAccounts } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-errors';
import { directoryChangesSince, recordChanges } from '../changes/record';
import { directoryAccountsOf } from '../directory/entries';
import { refreshPeopleSummaries } from '../ratings/aggregates';
import { recordAdminAction } from './audit';
import { type DuplicateCleanup, mergeDuplicateAccounts } from './duplicate-accounts';

const HANDLE_TAKEN =
  'A merged account has the same platform and username as an account listed for another person';

/** The accounts that took in duplicates: their directory entries may have changed. */
const survivorsOf = (cleanup: DuplicateCleanup) => cleanup.merges.map((merge) => merge.kept);

/** Runs a merge step, answering 409 when it would list an account twice. */
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
 * account before its person (whose kept figures they refresh), so a merge that took the
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
 * Merges person B into person A in one transaction: B's accounts and comments move to A,
 * duplicate accounts are merged (see mergeDuplicateAccounts; A's own accounts survive),
 * and B is marked deleted and merged into A.
 */
export async function mergePeople(
  db: Database,
  actorId: number,
  { keepPersonId, removePersonId, cleanDuplicateSocialAccounts }: MergePeopleInput,
): Promise<MergePeopleResult> {
  return withoutHandleClash(() =>
    db.transaction(async (tx) => {
      const found = await lockPeopleWithAccounts(tx, [keepPersonId, removePersonId]);
      const keep = found.find((person) => person.id === keepPersonId);
      const remove = found.find((person) => person.id === removePersonId);
      if (!keep || !remove) throw notFound('Person not found');
      if (keep.isDeleted) throw badRequest('The person to keep is marked as deleted');
      const listed = await directoryAccountsOf(tx, [keepPersonId, removePersonId]);

      const ownAccounts = await tx
        .select({ id: socialAccounts.id })
        .from(socialAccounts)
        .where(eq(socialAccounts.personId, keepPersonId));
      const moved = await tx
        .update(socialAccounts)
        .set({ personId: keepPersonId })
        .where(eq(socialAccounts.personId, removePersonId))
        .returning({ id: socialAccounts.id });
      const cleanup = cleanDuplicateSocialAccounts
        ? await mergeDuplicateAccounts(
            tx,
            keepPersonId,
            new Set(ownAccounts.map((account) => account.id)),
          )
        : { merges: [], duplicatesRemoved: 0, reportsUpdated: 0 };
      const movedComments = await tx
        .update(comments)
        .set({ personId: keepPersonId })
        .where(eq(comments.personId, removePersonId))
        .returning({ id: comments.id });
      // People merged into B earlier now point at A.
      await tx
        .update(people)
        .set({ mergedIntoId: keepPersonId })
        .where(and(eq(people.mergedIntoId, removePersonId), ne(people.id, keepPersonId)));
      await tx
        .update(people)
        .set({ isDeleted: true, mergedIntoId: keepPersonId })
        .where(eq(people.id, removePersonId));
      await refreshPeopleSummaries(tx, [keepPersonId, removePersonId]);

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
          accountsMoved: moved.map((account) => account.id),
          duplicateMerges: cleanup.merges,
          commentsMoved: movedComments.length,
          reportsUpdated: cleanup.reportsUpdated,
        },
      });
      // The moved accounts that stay in the directory come back as account_verified under A.
      await recordChanges(
        tx,
        { kind: 'person_merged', personId: removePersonId, mergedIntoId: keepPersonId },
        ...(await directoryChangesSince(tx, listed, [keepPersonId], survivorsOf(cleanup))),
      );
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
    db.transaction(async (tx) => {
      const [person] = await lockPeopleWithAccounts(tx, [personId]);
      if (!person) throw notFound('Person not found');
      const listed = await directoryAccountsOf(tx, [personId]);
      const cleanup = await mergeDuplicateAccounts(tx, personId);
      await refreshPeopleSummaries(tx, [personId]);
      await recordAdminAction(tx, {
        adminId: actorId,
        action: 'person.clean-accounts',
        targetType: 'person',
        targetId: personId,
        after: { duplicateMerges: cleanup.merges, reportsUpdated: cleanup.reportsUpdated },
      });
      await recordChanges(
        tx,
        ...(await directoryChangesSince(tx, listed, [personId], survivorsOf(cleanup))),
      );
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
