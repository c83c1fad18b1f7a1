import type { Database } from '../../platform/database/client';
import type { CastVote } from '../derived-data';
import { detectAfterVote } from './detection';
import { recountAccounts } from './recount';
import type { StandingColumns } from './standing';
import { refreshOwnStanding } from './standing-recounts';

/**
 * What follows votes, off their response time (decision 0032): the trust signals each vote
 * completes (a flag raised or widened is tallied into the accounts it names), then the voter's
 * standing, which a vote may complete, and the recounts a change of it calls for.
 */
export async function screenVotes(db: Database, votes: readonly CastVote[], now: Date) {
  for (const vote of votes) {
    await recountAccounts(db, await detectAfterVote(db, vote));
    await refreshOwnStanding(db, vote.userId, now, vote.known as StandingColumns | undefined);
  }
}
