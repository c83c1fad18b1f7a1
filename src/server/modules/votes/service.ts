import { desc, eq } from 'drizzle-orm';
import { type Actor, can } from '@shared/permissions';
import type { VoteInput, VoteResult } from '@shared/schemas/accounts';
import type { ProofSummary } from '@shared/schemas/proofs';
import type { UncountedReason } from '@shared/schemas/trust';
import { type DecisionFacts, verificationOf } from '@shared/verification';
import type { Database } from '../../platform/database/client';
import { votes } from '../../model/schema';
import { conflict, forbidden, notFound } from '../../platform/http/http-errors';
import { readProofSummaries } from '../accounts';
import { runWrite, votersOfDecidedFollowUp } from '../derived-data';
import { saveVote, tallyVote, type VoteTarget } from './writes';
import { voteCast } from './topics';

/**
 * Records a user's vote on a pending account. The account row is locked for the whole
 * transaction, so concurrent votes queue up: the vote is saved under the lock, counted into
 * what independent groups are built from, and the account is tallied from the vote rows,
 * which may decide it; the response says at once whether the vote counts, by the voter's
 * stored standing. The same vote again writes nothing and returns the counts as they stand.
 * After the response, the pipeline evaluates the voter's standing (a vote is a contribution)
 * and looks for the trust signals the vote completes, recounting what either moves, and a
 * decision's effect on its voters' standing (their record of agreeing).
 */
export async function castVote(
  db: Database,
  voter: Actor,
  { socialAccountId, isApproval }: VoteInput,
  now: Date,
): Promise<VoteResult> {
  const userId = voter.id;
  const vote = { socialAccountId, userId, isApproval };
  return runWrite(db, 'cast a vote', async (_tx, write) => {
    const target = await saveVote(write, vote);
    // A rejected account is hidden like a deleted one: not found, not even to its voters.
    // Each refusal below rolls back the vote the statement saved.
    if (!target.found || target.status === 'rejected') throw notFound('Social account not found');
    if (!can(voter, 'vote:account:others', { ownerId: target.submitted_by_id }))
      throw forbidden('You cannot vote on an account you submitted');
    if (target.status === 'verified')
      throw conflict('Voting has ended: this account is already verified');

    if (!target.saved) {
      write.invalidatesNothing();
      return voteResult(socialAccountId, isApproval, accountFacts(target), target.previous!);
    }

    const tallied = await tallyVote(write, vote, target);
    const ballot = tallied.tally.ballots.find((each) => each.userId === userId)!;
    write.invalidate(
      ...voteCast({
        accountId: socialAccountId,
        voterId: userId,
        proposerId: target.submitted_by_id,
        decided: tallied.decided,
      }),
    );
    if (tallied.decided) write.followUp(votersOfDecidedFollowUp, socialAccountId);
    return voteResult(
      socialAccountId,
      isApproval,
      {
        ...accountFacts(target),
        status: tallied.status,
        approvalCount: tallied.approvalCount,
        rejectionCount: tallied.rejectionCount,
        countedApprovals: tallied.tally.countedApprovals,
        countedRejections: tallied.tally.countedRejections,
        approvalGroups: tallied.tally.approvalGroups,
        rejectionGroups: tallied.tally.rejectionGroups,
        verificationHeld: tallied.hold !== null,
        holdReason: tallied.hold,
        decisionBasis: tallied.decided ? 'community' : target.decision_basis,
        verifiedAt: tallied.status === 'verified' ? now : target.verifiedAt,
      },
      ballot,
    );
  });
}

/** What the result says of the account, as the vote's first statement read it. */
function accountFacts(
  target: VoteTarget,
): DecisionFacts & { rejectionCount: number; proofs: ProofSummary[] } {
  return {
    proofs: readProofSummaries(target.proofs),
    status: target.status,
    decisionBasis: target.decision_basis,
    verificationHeld: target.verificationHeld,
    holdReason: target.holdReason,
    approvalGroups: target.approvalGroups,
    rejectionGroups: target.rejectionGroups,
    approvalCount: target.approvalCount,
    rejectionCount: target.rejectionCount,
    countedApprovals: target.countedApprovals,
    countedRejections: target.countedRejections,
    verifiedAt: target.verifiedAt,
    decisionNote: target.decisionNote,
    provenChain: target.provenChain,
    contest: target.contest,
  };
}

function voteResult(
  socialAccountId: number,
  isApproval: boolean,
  account: DecisionFacts & { rejectionCount: number; proofs: ProofSummary[] },
  ballot: { weight: number; reason: UncountedReason | null },
): VoteResult {
  const counted = ballot.weight > 0;
  return {
    message: 'Vote submitted',
    socialAccountId,
    isApproval,
    status: account.status,
    approvalCount: account.approvalCount,
    rejectionCount: account.rejectionCount,
    countedApprovals: account.countedApprovals,
    countedRejections: account.countedRejections,
    verification: verificationOf(account, account.proofs),
    isVerified: account.status === 'verified',
    counted,
    ...(!counted && { reason: ballot.reason ?? 'new_member' }),
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
