import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/database/client';
import { runWrite } from '../derived-data';
import { type TalliedAccount, tallyAccount } from './writes';

/**
 * Tallies each of these accounts again, each in its own transaction: a recount never holds
 * one account's lock while it waits for another's, so it cannot deadlock with a vote. Only
 * accounts still pending under their lock are tallied, unless `includeDecided`: a decision
 * keeps the counted votes that made it, and an account decided since the caller listed it
 * (a vote racing a change of standing) is left as its deciding tally left it. With
 * `reconsider` (the public sentence why), a decision by votes is taken back when less than
 * half its bar remains (see tallyAccount).
 */
export async function recountAccounts(
  db: Database,
  accountIds: number[],
  { includeDecided = false, reconsider }: { includeDecided?: boolean; reconsider?: string } = {},
): Promise<TalliedAccount[]> {
  const tallied: TalliedAccount[] = [];
  for (const accountId of [...new Set(accountIds)].sort((a, b) => a - b)) {
    const account = await runWrite(db, 'recount an account', async (tx, write) => {
      const [locked] = await queryRows<{ status: string }>(
        tx,
        sql`select status from social_accounts where id = ${accountId} for update`,
      );
      if (locked?.status !== 'pending' && !includeDecided) {
        write.invalidatesNothing();
        return null;
      }
      // A recount moves counts on pages no single topic names: people lists, profiles, feeds.
      write.invalidateAll();
      return tallyAccount(write, accountId, { reconsider });
    });
    if (account) tallied.push(account);
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

/**
 * The users a decision on these accounts judges: their voters (whose votes agreed or not) and
 * their submitters (whose proposals were accepted or not).
 */
export async function votersOf(db: Database, accountIds: number[]): Promise<number[]> {
  if (accountIds.length === 0) return [];
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select user_id from votes
        where social_account_id = any(${sql.param(accountIds)}::int[])
        union
        select submitted_by_id from social_accounts
        where id = any(${sql.param(accountIds)}::int[]) and submitted_by_id is not null`,
  );
  return rows.map((row) => row.user_id);
}
