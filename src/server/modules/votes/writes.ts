import { sql } from 'drizzle-orm';
import { votes } from '../../db/schema';
import type { DerivedData } from '../derived-data';
import { detectAfterVote, evaluateOwnStanding, tallyAccount } from '../trust';

/**
 * Saves a user's vote on an account, replacing their earlier one; evaluates the voter's
 * standing (the vote is a contribution); looks for the trust signals it completes; then
 * tallies the account from its vote rows (never incremented blindly), which may decide it.
 * Answers, besides the tally, whether the standing changed and the other accounts a new
 * flag names: both are for recounts after the commit.
 */
export async function saveVote(
  derived: DerivedData,
  vote: { socialAccountId: number; userId: number; isApproval: boolean },
  { submittedById, now }: { submittedById: number | null; now: Date },
) {
  await derived.tx
    .insert(votes)
    .values(vote)
    .onConflictDoUpdate({
      target: [votes.socialAccountId, votes.userId],
      set: { isApproval: vote.isApproval, votedAt: sql`now()` },
    });
  const standingChanged = await evaluateOwnStanding(derived.tx, vote.userId, now);
  const flaggedAccounts = await detectAfterVote(derived.tx, {
    accountId: vote.socialAccountId,
    userId: vote.userId,
    isApproval: vote.isApproval,
    submittedById,
  });
  return {
    tallied: await tallyAccount(derived, vote.socialAccountId),
    standingChanged,
    flaggedAccounts,
  };
}
