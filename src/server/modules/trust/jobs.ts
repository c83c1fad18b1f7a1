import type { ScheduledJob } from '../../platform/background/scheduler';
import { refreshDueStandings } from './sweep';

/** How often an instance evaluates the standings the clock may have changed. */
const STANDINGS_CHECK_EVERY_MS = 60 * 1000;

/** The standings the clock changes (see refreshDueStandings), with the registration networks past their keeping. */
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
];
