import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import { queryRows } from '../../platform/database/client';
import { notFound } from '../../platform/http/http-errors';
import {
  type AccountStatus,
  setAccountStatus,
  toggleAccountVerification,
  verifyAccountByModeration,
} from '../accounts';
import { recordAdminAction } from '../audit';
import { runWrite, votersOfDecidedFollowUp } from '../derived-data';
import { burnApprovers, clearBurnsOf } from './burn';

/*
 * A moderator's decisions on an account and what they do to the rings around it (decision
 * 0031): verifying an account undoes the burn it set off; rejecting it as fake burns its
 * approvers.
 */

/** Verifies an account by moderation, with a reason; a burn it set off is undone. */
export async function moderateAccount(
  db: Database,
  actorId: number,
  accountId: number,
  reason: string,
) {
  return runWrite(db, 'verify an account by moderation', async (_tx, write) => {
    const result = await verifyAccountByModeration(write.tx, actorId, accountId, reason);
    await clearBurnsOf(write, accountId, actorId);
    return result;
  });
}

/** Verifies an account or takes it back to pending; verifying undoes the burn it set off. */
export async function toggleVerification(db: Database, actorId: number, accountId: number) {
  return runWrite(db, 'verify or unverify an account', async (_tx, write) => {
    const result = await toggleAccountVerification(write.tx, actorId, accountId);
    if (result.account.isVerified) await clearBurnsOf(write, accountId, actorId);
    return result;
  });
}

/**
 * A moderator rejects an account as fake, with the reason (audited, shown to administrators):
 * it leaves the public view like any rejected account, and every user who approved it is
 * burned (see burnApprovers).
 */
export async function rejectAsFake(
  db: Database,
  actorId: number,
  accountId: number,
  reason: string,
) {
  return runWrite(db, 'reject an account as fake', async (tx, write) => {
    write.invalidateAll();
    const [account] = await queryRows<{ id: number; person_id: number; status: AccountStatus }>(
      tx,
      sql`select id, person_id, status from social_accounts
          where id = ${accountId} and not is_deleted for update`,
    );
    if (!account) throw notFound('Social account not found');
    await setAccountStatus(
      write,
      { id: account.id, personId: account.person_id },
      'rejected',
      'moderator',
      reason,
    );
    write.followUp(votersOfDecidedFollowUp, account.id);
    const burned = await burnApprovers(write, {
      accountId,
      how: `a moderator rejected it as fake: ${reason}`,
      actorId,
    });
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'account.reject_fake',
      targetType: 'social_account',
      targetId: accountId,
      before: { status: account.status },
      after: { status: 'rejected', reason, burnedUserIds: burned },
    });
    return {
      message:
        burned.length > 0
          ? `Rejected as fake; the ${burned.length === 1 ? 'user' : `${burned.length} users`} who approved it no longer count`
          : 'Rejected as fake',
      account: { id: accountId, isVerified: false, status: 'rejected' as const },
    };
  });
}
