import type { ScheduledJob } from '../../platform/background/scheduler';
import { refreshRatingsIfDue } from './refresh-schedule';

/** How often an instance asks whether the rating refresh is due (the refresh itself is rarer). */
const RATINGS_CHECK_EVERY_MS = 10 * 60 * 1000;

/**
 * The scheduled 30-day refresh (see refreshRatingsIfDue; off with RATINGS_REFRESH_HOURS=0),
 * done by one instance however many ask.
 */
export const ratingJobs: ScheduledJob[] = [
  {
    name: 'scheduled refresh of the average ratings',
    everyMs: ({ ratingsRefreshMs }) =>
      ratingsRefreshMs > 0 ? Math.min(RATINGS_CHECK_EVERY_MS, ratingsRefreshMs) : 0,
    async run(app) {
      const startedAt = new Date();
      if (await refreshRatingsIfDue(app.db, app.config.ratingsRefreshMs, startedAt)) {
        // The time the refresh recorded, which the next one is measured from: unlike the
        // log line's own time, it does not move with how long the refresh took.
        app.log.info(
          { refreshedAt: startedAt.toISOString() },
          'scheduled refresh of the average ratings done',
        );
      }
    },
  },
];
