import type { ScheduledJob } from '../../platform/background/scheduler';
import { checkContextOf } from '../proofs';
import { checkDueAnchors } from './checks';

/** How often an instance reads the official sites whose check is due (a few at a time). */
const ANCHORS_CHECK_EVERY_MS = 60 * 1000;

/** The confirmed roots due for a read of their page (see checkDueAnchors). */
export const anchorJobs: ScheduledJob[] = [
  {
    name: 'checking official sites',
    everyMs: () => ANCHORS_CHECK_EVERY_MS,
    async run(app) {
      const checked = await checkDueAnchors(app.db, checkContextOf(app));
      if (checked > 0) app.log.info({ checked }, 'official sites checked');
    },
  },
];
