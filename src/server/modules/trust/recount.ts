import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { withDerivedData } from '../derived-data';
import { type TalliedAccount, tallyAccount } from './writes';

/**
 * Tallies each of these accounts again, each in its own transaction: a recount never holds
 * one account's lock while it waits for another's, so it cannot deadlock with a vote.
 */
export async function recountAccounts(
  db: Database,
  accountIds: number[],
  options: { reconsider?: boolean } = {},
): Promise<TalliedAccount[]> {
  const tallied: TalliedAccount[] = [];
  for (const accountId of [...new Set(accountIds)].sort((a, b) => a - b)) {
    tallied.push(
      await withDerivedData(db, (_tx, derived) => tallyAccount(derived, accountId, options)),
    );
  }
  return tallied;
}

/** Recounts the pending accounts these users voted on. */
export async function recountPendingVotesOf(
  db: Database,
  userIds: number[],
): Promise<TalliedAccount[]> {
  if (userIds.length === 0) return [];
  const accounts = await queryRows<{ id: number }>(
    db,
    sql`select distinct a.id from votes v
        join social_accounts a on a.id = v.social_account_id
        where v.user_id = any(${sql.param(userIds)}::int[])
          and a.status = 'pending' and not a.is_deleted`,
  );
  return recountAccounts(
    db,
    accounts.map((account) => account.id),
  );
}

/** The users who voted on these accounts. */
export async function votersOf(db: Database, accountIds: number[]): Promise<number[]> {
  if (accountIds.length === 0) return [];
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select distinct user_id from votes
        where social_account_id = any(${sql.param(accountIds)}::int[])`,
  );
  return rows.map((row) => row.user_id);
}
