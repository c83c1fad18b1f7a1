import type { ScheduledJob } from '../../platform/background/scheduler';
import { checkContextOf } from './check-context';
import { checkDueProofs } from './checking';

/** How often an instance checks the proofs whose re-check is due (a few at a time). */
const PROOFS_CHECK_EVERY_MS = 60 * 1000;

/** The proofs due for a re-check (see checkDueProofs). */
export const proofJobs: ScheduledJob[] = [
  {
    name: 'checking proofs',
    everyMs: () => PROOFS_CHECK_EVERY_MS,
    async run(app) {
      const checked = await checkDueProofs(app.db, checkContextOf(app));
      if (checked > 0) app.log.info({ checked }, 'proofs checked');
    },
  },
];
