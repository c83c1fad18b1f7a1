import type { ScheduledJob } from '../../platform/background/scheduler';
import { forgetOldCappedWrites } from './caps';

const FORGET_EVERY_MS = 60 * 60 * 1000;

export const writeCapJobs: ScheduledJob[] = [
  {
    name: 'forgetting counted writes past their window',
    everyMs: () => FORGET_EVERY_MS,
    async run(app) {
      await forgetOldCappedWrites(app.db, app.clock());
    },
  },
];
