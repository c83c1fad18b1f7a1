import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refreshRatingsIfDue } from '../modules/ratings/refresh-schedule';

/** How often an instance asks whether the refresh is due (the refresh itself is rarer). */
const CHECK_EVERY_MS = 10 * 60 * 1000;

/**
 * The scheduled 30-day refresh: every instance checks now and then, and the database
 * decides which one refreshes (see refreshRatingsIfDue). Off with RATINGS_REFRESH_HOURS=0.
 */
export const scheduledJobsPlugin = fp(
  async (app: FastifyInstance, { refreshEveryMs }: { refreshEveryMs: number }) => {
    if (refreshEveryMs <= 0) return;
    let running = false;
    const check = async () => {
      if (running) return;
      running = true;
      try {
        if (await refreshRatingsIfDue(app.db, refreshEveryMs)) {
          app.readCache.invalidate();
          app.log.info('scheduled refresh of the average ratings done');
        }
      } catch (error) {
        app.log.error({ err: error }, 'scheduled refresh of the average ratings failed');
      } finally {
        running = false;
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void check(), Math.min(CHECK_EVERY_MS, refreshEveryMs));
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'scheduled-jobs', dependencies: ['database', 'read-cache'] },
);
