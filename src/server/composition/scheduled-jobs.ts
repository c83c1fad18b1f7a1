import { anchorJobs } from '../modules/anchors';
import { cardJobs } from '../modules/people';
import { proofJobs } from '../modules/proofs';
import { ratingJobs } from '../modules/ratings';
import { trustJobs } from '../modules/trust';
import { uploadJobs } from '../modules/uploads';
import { writeCapJobs } from '../modules/write-caps';
import type { ScheduledJob } from '../platform/background/scheduler';
import { mailJobs } from './notification-mail';

/**
 * Work every instance does now and then, where the database decides which instance does each
 * piece: each module's jobs, and the mail the composition sends for the notifications.
 */
export const allScheduledJobs: ScheduledJob[] = [
  ...ratingJobs,
  ...mailJobs,
  ...trustJobs,
  ...proofJobs,
  ...anchorJobs,
  ...uploadJobs,
  ...writeCapJobs,
  ...cardJobs,
];
