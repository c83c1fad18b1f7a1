import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pLimit from 'p-limit';
import {
  decideAfterEvidence,
  recountBurnedRings,
  refreshOwnStanding,
  refreshStandings,
  refreshVotersOf,
  screenVotes,
} from '../modules/trust';
import { keepChangedCards } from '../modules/people';
import { attachWritePipeline, createWritePipeline } from '../platform/write-pipeline';

type KnownStanding = Parameters<typeof refreshOwnStanding>[3];

/**
 * How many votes' screenings run at once on an instance. Screening holds pooled connections
 * while it reads and may wait on the trust flags' lock; unbounded, a wave of votes' screenings
 * took the pool from the votes themselves. Queued, they follow within seconds (decision 0032).
 */
const SCREENINGS_AT_ONCE = 2;

/**
 * Hands every write on the app's database to one pipeline after its commit: the topics its
 * unit declared are invalidated here and on the other instances, the writer's standing is
 * evaluated before the response, and so are the decisions evidence and burns call for; the
 * voters of a decided account and the notification mail after it. Routes, scheduled jobs and operator work on this app all go through it.
 */
export const writePipelinePlugin = fp(
  async (app: FastifyInstance) => {
    const screening = pLimit(SCREENINGS_AT_ONCE);
    attachWritePipeline(
      app.db,
      createWritePipeline({
        beforeCommit: keepChangedCards,
        invalidate: (invalidation) =>
          invalidation === 'all'
            ? app.readCache.invalidateAll()
            : app.readCache.invalidate(invalidation),
        followUps: {
          async evaluateStandings(checks) {
            for (const { userId, known, rules } of checks) {
              if (rules) await refreshStandings(app.db, [userId], app.clock());
              else await refreshOwnStanding(app.db, userId, app.clock(), known as KnownStanding);
            }
          },
          async evaluateVotersOf(accountIds) {
            await refreshVotersOf(app.db, [...accountIds], app.clock());
          },
          async decideAfterEvidence(accountIds) {
            await decideAfterEvidence(app.db, accountIds, app.clock());
          },
          async recountBurnedRings() {
            await recountBurnedRings(app.db, app.clock());
          },
          async screenVotes(votes) {
            await screening(() => screenVotes(app.db, votes, app.clock()));
          },
          mailNotifications: app.notificationMail.mailSoon,
        },
        afterResponse: (what, work) => app.afterResponse(what, work),
        reportFailure: (what, error) => app.logFailure(what, error),
      }),
    );
  },
  {
    name: 'write-pipeline',
    dependencies: ['database', 'read-cache', 'background-work', 'notification-mail'],
  },
);
