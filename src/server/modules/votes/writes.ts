import { sql } from 'drizzle-orm';
import { votes } from '../../db/schema';
import { type DerivedData, recountVotes } from '../derived-data';

/**
 * Saves a user's vote on an account, replacing their earlier one, and recounts the
 * account's approvals and rejections from the vote rows (never incremented blindly).
 */
export async function saveVote(
  derived: DerivedData,
  vote: { socialAccountId: number; userId: number; isApproval: boolean },
) {
  await derived.tx
    .insert(votes)
    .values(vote)
    .onConflictDoUpdate({
      target: [votes.socialAccountId, votes.userId],
      set: { isApproval: vote.isApproval, votedAt: sql`now()` },
    });
  const [counts] = await recountVotes(derived.tx, [vote.socialAccountId]);
  return counts!;
}
