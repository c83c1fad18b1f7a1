import type { Database } from '../../platform/database/client';
import { recountPendingVotesOf, votersOf } from './recount';
import { evaluateOwnStanding, evaluateStandings, type StandingColumns } from './standing';

/**
 * After a user's own write: their standing (from `kept` when the caller read it already), and
 * when it changed the recounts that follow.
 */
export async function refreshOwnStanding(
  db: Database,
  userId: number,
  now: Date,
  kept?: StandingColumns,
): Promise<number[]> {
  const changed = await evaluateOwnStanding(db, userId, now, kept);
  return changed ? recountForChangedStandings(db, [userId], now) : [];
}

/**
 * Recounts at once the pending accounts of users whose standing changed (each in its own
 * transaction, so a recount never waits on another account's lock while holding one). A
 * recount that decides an account changes its voters' record of agreeing, so they are
 * evaluated in turn; each account is decided once, so this ends. Returns the accounts
 * recounted.
 */
export async function recountForChangedStandings(
  db: Database,
  changed: number[],
  now: Date,
): Promise<number[]> {
  const recounted = new Set<number>();
  let changedNow = changed;
  while (changedNow.length > 0) {
    const tallied = await recountPendingVotesOf(db, changedNow);
    for (const account of tallied) recounted.add(account.accountId);
    const voters = await votersOf(
      db,
      tallied.filter((account) => account.decided).map((account) => account.accountId),
    );
    changedNow = await evaluateStandings(db, voters, now);
  }
  return [...recounted];
}

/** Evaluates these users' standing and recounts what their changes of standing change. */
export async function refreshStandings(
  db: Database,
  userIds: number[],
  now: Date,
  options: { markChecked?: boolean } = {},
): Promise<number[]> {
  return recountForChangedStandings(db, await evaluateStandings(db, userIds, now, options), now);
}

/** After these accounts were decided (or undecided): their voters' standing may follow. */
export async function refreshVotersOf(
  db: Database,
  accountIds: number[],
  now: Date,
): Promise<number[]> {
  return refreshStandings(db, await votersOf(db, accountIds), now);
}
