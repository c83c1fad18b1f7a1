import { desc, eq, sql } from 'drizzle-orm';
import { REJECTION_THRESHOLD, VERIFICATION_THRESHOLD } from '../../../shared/constants';
import type { VoteInput, VoteResult } from '../../../shared/schemas/accounts';
import { type Database, queryRows } from '../../db/client';
import { socialAccounts, votes } from '../../db/schema';
import { conflict, forbidden } from '../../http-errors';
import { findVisibleAccount } from '../accounts/service';
import { recordChanges } from '../changes/record';
import { refreshPeopleSummaries } from '../ratings/aggregates';

type AccountStatus = 'pending' | 'verified' | 'rejected';

/** Where the counts lead: verified at the approval threshold, rejected at the rejection threshold. */
export function statusAfterVotes(approvals: number, rejections: number): AccountStatus {
  if (approvals >= VERIFICATION_THRESHOLD) return 'verified';
  if (rejections >= REJECTION_THRESHOLD) return 'rejected';
  return 'pending';
}

/**
 * Records a user's vote on a pending account. The account row is locked for the whole
 * transaction, so concurrent votes queue up: the counts are recounted from the vote rows
 * (never incremented blindly) and the change of state happens with them, at the threshold.
 */
export async function castVote(
  db: Database,
  userId: number,
  { socialAccountId, isApproval }: VoteInput,
): Promise<VoteResult> {
  return db.transaction(async (tx) => {
    // A rejected account is hidden like a deleted one: not found, not even to its voters.
    const account = await findVisibleAccount(tx, socialAccountId, { lock: true });
    if (account.submittedById === userId)
      throw forbidden('You cannot vote on an account you submitted');
    if (account.status === 'verified')
      throw conflict('Voting has ended: this account is already verified');

    await tx
      .insert(votes)
      .values({ socialAccountId, userId, isApproval })
      .onConflictDoUpdate({
        target: [votes.socialAccountId, votes.userId],
        set: {
          isApproval,
          votedAt: sql`case when ${votes.isApproval} = ${isApproval} then ${votes.votedAt} else now() end`,
        },
      });

    const [counts] = await queryRows<{ approvals: number; rejections: number }>(
      tx,
      sql`select count(*) filter (where is_approval)::int as approvals,
                 count(*) filter (where not is_approval)::int as rejections
          from votes where social_account_id = ${socialAccountId}`,
    );
    const approvals = Number(counts!.approvals);
    const rejections = Number(counts!.rejections);
    const status = statusAfterVotes(approvals, rejections);
    const now = new Date();
    await tx
      .update(socialAccounts)
      .set({
        approvalCount: approvals,
        rejectionCount: rejections,
        status,
        ...(status === 'verified' && { verifiedAt: now, lastVerifiedAt: now }),
      })
      .where(eq(socialAccounts.id, socialAccountId));
    if (status !== 'pending') {
      await refreshPeopleSummaries(tx, [account.personId]);
      await recordChanges(tx, {
        kind: status === 'verified' ? 'account_verified' : 'account_removed',
        personId: account.personId,
        accountId: socialAccountId,
      });
    }

    return {
      message: 'Vote submitted',
      socialAccountId,
      isApproval,
      approvalCount: approvals,
      rejectionCount: rejections,
      status,
      isVerified: status === 'verified',
    };
  });
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
