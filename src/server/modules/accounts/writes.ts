import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import { socialAccounts } from '../../model/schema';
import { personTopic } from '../../model/topics';
import type { WriteScope } from '../derived-data';

type AccountRow = typeof socialAccounts.$inferSelect;
type AccountStatus = AccountRow['status'];
/** What a decided status rests on (see socialAccounts.decisionBasis). */
export type DecisionBasis = NonNullable<AccountRow['decisionBasis']>;

/**
 * An account that changes status or goes moves on its person's page (between its lists, in
 * its pending count), which names only the pending accounts it shows: the page is named.
 */
const movedOnPersonPage = (write: WriteScope, personId: number) =>
  write.invalidate(personTopic(personId));

/** Inserts a proposed account; its person's pending count follows. */
export async function insertAccount(write: WriteScope, values: typeof socialAccounts.$inferInsert) {
  const [inserted] = await write.tx
    .insert(socialAccounts)
    .values(values)
    .returning({ id: socialAccounts.id });
  write.peopleChanged(values.personId);
  write.searchWordsChanged(values.personId);
  // A root of the person may already link to it, or name another handle on its platform.
  write.evidenceChanged(values.personId);
  return inserted!;
}

/**
 * Moves an account to another status, resting on `basis` (pending rests on nothing):
 * verified carries its verification time, pending drops it. `note` is an administrator's
 * reason, or why a decision was taken back (shown with a pending account); any later change
 * of status drops it, since the reason was for that change. The
 * feed says account_verified when it becomes verified and account_removed otherwise; the
 * person's summary and the notifications (see accountChangeDrafts) follow.
 */
export async function setAccountStatus(
  write: WriteScope,
  account: Pick<AccountRow, 'id' | 'personId'>,
  status: AccountStatus,
  basis: DecisionBasis,
  note: string | null = null,
) {
  const { now } = write;
  const [before] = await write.tx
    .select({ status: socialAccounts.status, isDeleted: socialAccounts.isDeleted })
    .from(socialAccounts)
    .where(eq(socialAccounts.id, account.id));
  const [updated] = await write.tx
    .update(socialAccounts)
    .set({
      status,
      decisionBasis: status === 'pending' ? null : basis,
      decisionNote: note,
      verificationHeld: false,
      ...(status === 'verified' && { verifiedAt: now, lastVerifiedAt: now }),
      ...(status === 'pending' && { verifiedAt: null }),
    })
    .where(eq(socialAccounts.id, account.id))
    .returning({
      status: socialAccounts.status,
      verifiedAt: socialAccounts.verifiedAt,
      decisionNote: socialAccounts.decisionNote,
      isDeleted: socialAccounts.isDeleted,
    });
  write.peopleChanged(account.personId);
  movedOnPersonPage(write, account.personId);
  // An account a moderator verified starts chains; a rejected one is no link of any.
  write.evidenceChanged(account.personId);
  if ((before!.status === 'rejected') !== (status === 'rejected'))
    write.searchWordsChanged(account.personId);
  write.accountStateChanged({ accountId: account.id, before: before!, after: updated! });
  write.record({
    kind: status === 'verified' ? 'account_verified' : 'account_removed',
    personId: account.personId,
    accountId: account.id,
  });
  return updated!;
}

/** Deletes an account (kept in the database, hidden everywhere); nothing for one already deleted. */
export async function markAccountDeleted(
  write: WriteScope,
  account: Pick<AccountRow, 'id' | 'personId' | 'isDeleted' | 'status'>,
) {
  if (account.isDeleted) return;
  await write.tx
    .update(socialAccounts)
    .set({ isDeleted: true })
    .where(eq(socialAccounts.id, account.id));
  write.peopleChanged(account.personId);
  movedOnPersonPage(write, account.personId);
  write.searchWordsChanged(account.personId);
  write.evidenceChanged(account.personId);
  write.accountStateChanged({
    accountId: account.id,
    before: { status: account.status, isDeleted: false },
    after: { status: account.status, isDeleted: true },
  });
  write.record({ kind: 'account_removed', personId: account.personId, accountId: account.id });
}

/** Moves every account of one person to another; returns the ids of the accounts moved. */
export async function moveAccounts(write: WriteScope, fromPersonId: number, toPersonId: number) {
  await write.watchDirectory([toPersonId, fromPersonId]);
  const moved = await write.tx
    .update(socialAccounts)
    .set({ personId: toPersonId })
    .where(eq(socialAccounts.personId, fromPersonId))
    .returning({ id: socialAccounts.id });
  write.peopleChanged(toPersonId, fromPersonId);
  write.searchWordsChanged(toPersonId, fromPersonId);
  write.evidenceChanged(toPersonId);
  return moved.map((account) => account.id);
}

/** Stores whether each account's url disagrees with its platform's profile address. */
export async function recordUrlChecks(db: Database, accountIds: number[], mismatches: boolean[]) {
  await db.execute(sql`
    update social_accounts set url_mismatch = checked.mismatch
    from unnest(${sql.param(accountIds)}::int[], ${sql.param(mismatches)}::boolean[])
      as checked(id, mismatch)
    where social_accounts.id = checked.id`);
}

/** Replaces a misaddressed account's url by its profile address; its person's pages follow. */
export async function keepProfileAddress(
  write: WriteScope,
  account: Pick<AccountRow, 'id' | 'personId'>,
  profileUrl: string,
) {
  await write.tx
    .update(socialAccounts)
    .set({ url: profileUrl, urlMismatch: false })
    .where(eq(socialAccounts.id, account.id));
  write.peopleChanged(account.personId);
}
