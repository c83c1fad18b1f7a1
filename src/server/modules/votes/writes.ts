import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { votes } from '../../db/schema';
import type { DerivedData } from '../derived-data/transaction';

/** Recounts the kept approvals and rejections of these accounts from their vote rows. */
export function recountVotes(db: Database, accountIds: number[]) {
  return queryRows<{ id: number; approvals: number; rejections: number }>(
    db,
    sql`update social_accounts a set
          approval_count = (select count(*) from votes v
            where v.social_account_id = a.id and v.is_approval),
          rejection_count = (select count(*) from votes v
            where v.social_account_id = a.id and not v.is_approval)
        where a.id = any(${sql.param(accountIds)}::int[])
        returning a.id, a.approval_count as approvals, a.rejection_count as rejections`,
  );
}

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
