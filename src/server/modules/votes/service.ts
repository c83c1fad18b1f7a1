import { and, desc, eq } from 'drizzle-orm';
import { type Actor, can } from '@shared/permissions';
import type { VoteInput, VoteResult } from '@shared/schemas/accounts';
import type { Database } from '../../db/client';
import { votes } from '../../db/schema';
import { conflict, forbidden } from '../../http-errors';
import {
  type AccountStatus,
  findVisibleAccount,
  setAccountStatus,
  statusAfterVotes,
} from '../accounts';
import { withDerivedData } from '../derived-data';
import { saveVote } from './writes';
import type { VoteChange } from '../../read-topics';

export interface CastVote {
  answer: VoteResult;
  /** What the vote changed, or null when it repeated the user's vote and changed nothing. */
  change: VoteChange | null;
}

/**
 * Records a user's vote on a pending account. The account row is locked for the whole
 * transaction, so concurrent votes queue up: the counts are recounted from the vote rows
 * (never incremented blindly) and the change of state happens with them, at the threshold.
 * The same vote again writes nothing and answers the counts as they stand.
 */
export async function castVote(
  db: Database,
  voter: Actor,
  { socialAccountId, isApproval }: VoteInput,
): Promise<CastVote> {
  const userId = voter.id;
  return withDerivedData(db, async (tx, derived) => {
    // A rejected account is hidden like a deleted one: not found, not even to its voters.
    const account = await findVisibleAccount(tx, socialAccountId, { lock: true });
    if (!can(voter, 'vote:account:others', { ownerId: account.submittedById }))
      throw forbidden('You cannot vote on an account you submitted');
    if (account.status === 'verified')
      throw conflict('Voting has ended: this account is already verified');

    const [previous] = await tx
      .select({ isApproval: votes.isApproval })
      .from(votes)
      .where(and(eq(votes.socialAccountId, socialAccountId), eq(votes.userId, userId)));
    if (previous?.isApproval === isApproval) {
      return {
        answer: voteAnswer(socialAccountId, isApproval, account),
        change: null,
      };
    }

    const { approvals, rejections } = await saveVote(derived, {
      socialAccountId,
      userId,
      isApproval,
    });
    const status = statusAfterVotes(approvals, rejections);
    if (status !== account.status) await setAccountStatus(derived, account, status);

    return {
      answer: voteAnswer(socialAccountId, isApproval, {
        approvalCount: approvals,
        rejectionCount: rejections,
        status,
      }),
      change: {
        accountId: socialAccountId,
        voterId: userId,
        proposerId: account.submittedById,
        decided: status !== 'pending',
      },
    };
  });
}

function voteAnswer(
  socialAccountId: number,
  isApproval: boolean,
  counts: { approvalCount: number; rejectionCount: number; status: AccountStatus },
): VoteResult {
  return {
    message: 'Vote submitted',
    socialAccountId,
    isApproval,
    ...counts,
    isVerified: counts.status === 'verified',
  };
}

export async function listUserVotes(db: Database, userId: number) {
  const rows = await db
    .select({
      socialAccountId: votes.socialAccountId,
      isApproval: votes.isApproval,
      votedAt: votes.votedAt,
    })
    .from(votes)
    .where(eq(votes.userId, userId))
    .orderBy(desc(votes.votedAt));
  return rows.map((row) => ({ ...row, votedAt: row.votedAt.toISOString() }));
}
