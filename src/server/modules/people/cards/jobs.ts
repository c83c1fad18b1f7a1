import type { ScheduledJob } from '../../../platform/background/scheduler';
import { keepDueCards } from './keep';

/** Batches one run stores at most, so that closing the app never waits long for it. */
const BATCHES_PER_RUN = 20;

export const cardJobs: ScheduledJob[] = [
  {
    name: 'keeping the cards no write kept',
    everyMs: ({ cardsCheckMs }) => cardsCheckMs,
    async run(app) {
      for (let batch = 0; batch < BATCHES_PER_RUN; batch += 1) {
        if ((await keepDueCards(app.db)) === 0) return;
      }
    },
  },
];
