import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { votes } from '../../db/schema';
import type { DerivedData } from '../derived-data/transaction';

/** Recounts the kept approvals and rejections of these accounts from their vote rows. */
export async function recountVotes(db: Database, accountIds: number[]) {
  const rows = await queryRows<{ id: number; approvals: number; rejections: number }>(
    db,
    sql`update social_accounts target set
          approval_count = summary.approvals,
          rejection_count = summary.rejections
        from (
          select a.id,
            count(v.id) filter (where v.is_approval)::int as approvals,
            count(v.id) filter (where not v.is_approval)::int as rejections
          from social_accounts a
          left join votes v on v.social_account_id = a.id
          where a.id = any(${sql.param(accountIds)}::int[])
          group by a.id
        ) summary
        where target.id = summary.id
        returning target.id, target.approval_count as approvals, target.rejection_count as rejections`,
  );
  return rows.map((row) => ({
    id: row.id,
    approvals: Number(row.approvals),
    rejections: Number(row.rejections),
  }));
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
