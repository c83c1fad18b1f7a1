import type { ScheduledJob } from '../../platform/background/scheduler';
import { refreshQueuedEvidence } from '../derived-data';
import { recountBurnedRings } from './burn';
import { accountsAwaitingEvidence, decideAfterEvidence } from './evidence-decisions';
import { refreshDueStandings } from './sweep';

/** How often an instance evaluates the standings the clock may have changed. */
const STANDINGS_CHECK_EVERY_MS = 60 * 1000;
/** How often an instance finishes what evidence and burns left undecided. */
const EVIDENCE_CHECK_EVERY_MS = 60 * 1000;

/**
 * What the evidence asks for and a write did not finish (its process stopped after the
 * commit, or an operator command wrote without an app): queued people's chains, decisions
 * the chains call for, and burned rings' other decisions tallied again. Returns what it did.
 */
export async function settleDueEvidence(
  db: Parameters<typeof refreshQueuedEvidence>[0],
  now: Date,
) {
  const refreshed = await refreshQueuedEvidence(db);
  const awaiting = await accountsAwaitingEvidence(db);
  await decideAfterEvidence(db, awaiting, now);
  const recounted = await recountBurnedRings(db, now);
  return { refreshed, decided: awaiting.length, recounted: recounted.length };
}

/**
 * The standings the clock changes (see refreshDueStandings), and what the evidence left to
 * decide (see settleDueEvidence).
 */
export const trustJobs: ScheduledJob[] = [
  {
    name: 'evaluating standings',
    everyMs: () => STANDINGS_CHECK_EVERY_MS,
    async run(app) {
      const now = app.clock();
      const { evaluated, recounted } = await refreshDueStandings(app.db, now);
      if (evaluated > 0)
        app.log.info({ evaluated, recounted: recounted.length }, 'standings evaluated');
    },
  },
  {
    name: 'settling evidence',
    everyMs: () => EVIDENCE_CHECK_EVERY_MS,
    async run(app) {
      const done = await settleDueEvidence(app.db, app.clock());
      if (done.refreshed + done.decided + done.recounted > 0)
        app.log.info(done, 'evidence settled');
    },
  },
];
