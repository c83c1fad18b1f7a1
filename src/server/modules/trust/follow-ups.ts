import pLimit from 'p-limit';
import type { Database } from '../../platform/database/client';
import type { WritePipelineRegistry } from '../../platform/write-pipeline';
import {
  evidenceMovedFollowUp,
  holdMovedFollowUp,
  ringBurnedFollowUp,
  type StandingCheck,
  standingFollowUp,
  votersOfDecidedFollowUp,
  voteScreeningFollowUp,
} from '../derived-data';
import { recountBurnedRings } from './burn';
import { decideAfterEvidence } from './evidence-decisions';
import { recountAccounts } from './recount';
import { screenVotes } from './screening';
import type { StandingColumns } from './standing';
import { refreshOwnStanding, refreshStandings, refreshVotersOf } from './standing-recounts';

/**
 * How many votes' screenings run at once on an instance. Screening holds pooled connections
 * while it reads and may wait on the trust flags' lock; unbounded, a wave of votes' screenings
 * took the pool from the votes themselves. Queued, they follow within seconds (decision 0032).
 */
const SCREENINGS_AT_ONCE = 2;

/** One check per user: a change of the rules they are read by outweighs a contribution. */
function oneCheckPerUser(checks: readonly StandingCheck[]): StandingCheck[] {
  const byUser = new Map<number, StandingCheck>();
  for (const check of checks) {
    if (!byUser.get(check.userId)?.rules) byUser.set(check.userId, check);
  }
  return [...byUser.values()];
}

/**
 * Registers the trust module's work for the follow-ups writes declare, in the order they run:
 * what evidence, burns and holds decide comes before the writer's standing, which reads it;
 * the voters' screening and the standing of a decided account's voters follow the response.
 * Each recount or evaluation is a write unit of its own.
 */
export function registerTrustFollowUps(
  pipeline: WritePipelineRegistry,
  { db, clock }: { db: Database; clock: () => Date },
) {
  const screening = pLimit(SCREENINGS_AT_ONCE);
  pipeline.register(evidenceMovedFollowUp, (accountIds) =>
    decideAfterEvidence(db, accountIds, clock()),
  );
  pipeline.register(ringBurnedFollowUp, async () => {
    await recountBurnedRings(db, clock());
  });
  pipeline.register(holdMovedFollowUp, async (accountIds) => {
    await recountAccounts(db, [...accountIds]);
  });
  pipeline.register(standingFollowUp, async (checks) => {
    for (const { userId, known, rules } of oneCheckPerUser(checks)) {
      if (rules) await refreshStandings(db, [userId], clock());
      else await refreshOwnStanding(db, userId, clock(), known as StandingColumns | undefined);
    }
  });
  pipeline.register(voteScreeningFollowUp, (votes) =>
    screening(() => screenVotes(db, votes, clock())),
  );
  pipeline.register(votersOfDecidedFollowUp, async (accountIds) => {
    await refreshVotersOf(db, [...new Set(accountIds)], clock());
  });
}
