import type { ScheduledJob } from '../../platform/background/scheduler';
import { removeUnusedUploads } from './service';

/** How often an instance removes uploads that no comment used within a day. */
const UNUSED_UPLOADS_CHECK_EVERY_MS = 60 * 60 * 1000;

/** Removing uploads no comment used within a day. */
export const uploadJobs: ScheduledJob[] = [
  {
    name: 'removing unused uploads',
    everyMs: () => UNUSED_UPLOADS_CHECK_EVERY_MS,
    async run(app) {
      const removed = await removeUnusedUploads(app.db, app.uploadStorage, new Date());
      if (removed > 0) app.log.info({ removed }, 'unused uploads removed');
    },
  },
];
