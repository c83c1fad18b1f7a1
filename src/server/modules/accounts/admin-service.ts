import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import { isUniqueViolation } from '../../platform/database/errors';
import { accountProofs, socialAccounts } from '../../model/schema';
import { conflict, notFound } from '../../platform/http/http-errors';
import { recordAdminAction } from '../audit';
import { runWrite, votersOfDecidedFollowUp } from '../derived-data';
import { markAccountDeleted, setAccountStatus } from './writes';

async function lockAccount(tx: Database, accountId: number) {
  const [account] = await tx
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.id, accountId), eq(socialAccounts.isDeleted, false)))
    .for('update');
  if (!account) throw notFound('Social account not found');
  return account;
}

const HANDLE_TAKEN = 'Another listed account already has this platform and username';

/**
 * Verifies an account, or takes it back to pending (its votes stay). A verified account
 * carries its verification time; ratings count towards the person once it is verified.
 */
export async function toggleAccountVerification(db: Database, actorId: number, accountId: number) {
  try {
    return await runWrite(db, 'verify or unverify an account', async (tx, write) => {
      write.invalidateAll();
      const account = await lockAccount(tx, accountId);
      const verify = account.status !== 'verified';
      const updated = await setAccountStatus(
        write,
        account,
        verify ? 'verified' : 'pending',
        'moderator',
      );
      // A moderator's decision judges its voters and its proposer independently of them.
      write.followUp(votersOfDecidedFollowUp, accountId);
      await recordAdminAction(tx, {
        adminId: actorId,
        action: verify ? 'account.verify' : 'account.unverify',
        targetType: 'social_account',
        targetId: accountId,
        before: { status: account.status, verifiedAt: account.verifiedAt },
        after: updated,
      });
      return {
        message: verify
          ? 'Social account verified successfully'
          : 'Social account unverified successfully',
        account: { id: accountId, isVerified: verify, status: updated.status },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(HANDLE_TAKEN);
    throw error;
  }
}

/**
 * Verifies an account by moderation, with the administrator's reason, which its badge then
 * says. An account verified already is decided again: the basis, reason and date become the
 * administrator's. The audit row is written in the same transaction.
 */
export async function verifyAccountByModeration(
  db: Database,
  actorId: number,
  accountId: number,
  reason: string,
) {
  try {
    return await runWrite(db, 'verify an account by moderation', async (tx, write) => {
      write.invalidateAll();
      const account = await lockAccount(tx, accountId);
      const updated = await setAccountStatus(write, account, 'verified', 'moderator', reason);
      write.followUp(votersOfDecidedFollowUp, accountId);
      // The moderator looked at the account as it is: its amber state is reviewed, and only a
      // proof that passes again and then goes missing again can turn it amber anew.
      const reviewed = await tx
        .update(accountProofs)
        .set({ state: 'failing', failureCount: 0, failingSince: null })
        .where(and(eq(accountProofs.socialAccountId, accountId), eq(accountProofs.state, 'broken')))
        .returning({ id: accountProofs.id });
      await recordAdminAction(tx, {
        adminId: actorId,
        action: 'account.moderate',
        targetType: 'social_account',
        targetId: accountId,
        before: {
          status: account.status,
          decisionBasis: account.decisionBasis,
          decisionNote: account.decisionNote,
          verifiedAt: account.verifiedAt,
        },
        after: {
          ...updated,
          decisionBasis: 'moderator',
          reviewedBrokenProofIds: reviewed.map((proof) => proof.id),
        },
      });
      return {
        message: 'Social account verified by moderation',
        account: { id: accountId, isVerified: true, status: updated.status },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(HANDLE_TAKEN);
    throw error;
  }
}

/** Deletes an account (kept in the database, hidden everywhere) and updates its person. */
export async function deleteAccount(db: Database, actorId: number, accountId: number) {
  return runWrite(db, 'delete an account', async (tx, write) => {
    write.invalidateAll();
    const account = await lockAccount(tx, accountId);
    await markAccountDeleted(write, account);
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'account.delete',
      targetType: 'social_account',
      targetId: accountId,
      before: { isDeleted: false, status: account.status },
      after: { isDeleted: true },
    });
    return { message: 'Social account deleted successfully' };
  });
}
