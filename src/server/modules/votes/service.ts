import { and, desc, eq } from 'drizzle-orm';
import { type Actor, can } from '@shared/permissions';
import type { VoteInput, VoteResult } from '@shared/schemas/accounts';
import type { UncountedReason } from '@shared/schemas/trust';
import { verificationOf } from '@shared/verification';
import type { Database } from '../../db/client';
import type { socialAccounts } from '../../db/schema';
import { votes } from '../../db/schema';
import { conflict, forbidden } from '../../http-errors';
import { findVisibleAccount } from '../accounts';
import { withDerivedData } from '../derived-data';
import { recountAccounts, recountForChangedStandings } from '../trust';
import { saveVote } from './writes';
import type { VoteChange } from '../../read-topics';

export interface CastVote {
  answer: VoteResult;
  /** What the vote changed, or null when it repeated the user's vote and changed nothing. */
  change: VoteChange | null;
  /** Other accounts recounted because the vote changed a standing or decided an account. */
  recounted: number[];
}

type AccountRow = typeof socialAccounts.$inferSelect;

/**
 * Records a user's vote on a pending account. The account row is locked for the whole
 * transaction, so concurrent votes queue up: the voter's standing is evaluated (a vote is a
 * contribution), the trust signals are looked for, and the account is tallied from the
 * vote rows, which may decide it. The same vote again writes nothing and answers the counts
 * as they stand. After the commit, the other accounts a new trust flag names are tallied
 * again and a changed standing recounts the voter's other pending accounts; a decision's
 * effect on its voters' standing (their record of agreeing) is left to the route, after the
 * answer.
 */
export async function castVote(
  db: Database,
  voter: Actor,
  { socialAccountId, isApproval }: VoteInput,
  now: Date,
): Promise<CastVote> {
  const userId = voter.id;
  const cast = await withDerivedData(db, async (tx, derived) => {
    // A rejected account is hidden like a deleted one: not found, not even to its voters.
    const account = await findVisibleAccount(tx, socialAccountId, { lock: true });
    if (!can(voter, 'vote:account:others', { ownerId: account.submittedById }))
      throw forbidden('You cannot vote on an account you submitted');
    if (account.status === 'verified')
      throw conflict('Voting has ended: this account is already verified');

    const [previous] = await tx
      .select({ isApproval: votes.isApproval, weight: votes.weight, reason: votes.weightReason })
      .from(votes)
      .where(and(eq(votes.socialAccountId, socialAccountId), eq(votes.userId, userId)));
    if (previous?.isApproval === isApproval) {
      return {
        answer: voteAnswer(socialAccountId, isApproval, account, {
          weight: previous.weight,
          reason: previous.reason as UncountedReason | null,
        }),
        change: null,
        standingChanged: false,
        flaggedAccounts: [],
      };
    }

    const { tallied, standingChanged, flaggedAccounts } = await saveVote(
      derived,
      { socialAccountId, userId, isApproval },
      { submittedById: account.submittedById, now },
    );
    const ballot = tallied.tally.ballots.find((each) => each.userId === userId)!;
    return {
      answer: voteAnswer(
        socialAccountId,
        isApproval,
        {
          ...account,
          status: tallied.status,
          approvalCount: tallied.approvalCount,
          rejectionCount: tallied.rejectionCount,
          countedApprovals: tallied.tally.countedApprovals,
          countedRejections: tallied.tally.countedRejections,
          verificationHeld: tallied.status === 'pending' && tallied.tally.held,
          decisionBasis: tallied.decided ? 'community' : account.decisionBasis,
          verifiedAt: tallied.status === 'verified' ? now : account.verifiedAt,
        },
        ballot,
      ),
      change: {
        accountId: socialAccountId,
        voterId: userId,
        proposerId: account.submittedById,
        decided: tallied.decided,
      },
      standingChanged,
      flaggedAccounts,
    };
  });
  const recounted = (await recountAccounts(db, cast.flaggedAccounts)).map(
    (account) => account.accountId,
  );
  if (cast.standingChanged) {
    recounted.push(...(await recountForChangedStandings(db, [userId], now)));
  }
  return { answer: cast.answer, change: cast.change, recounted };
}

function voteAnswer(
  socialAccountId: number,
  isApproval: boolean,
  account: Pick<
    AccountRow,
    | 'status'
    | 'approvalCount'
    | 'rejectionCount'
    | 'countedApprovals'
    | 'countedRejections'
    | 'decisionBasis'
    | 'verificationHeld'
    | 'verifiedAt'
  >,
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
    verification: verificationOf(account),
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
