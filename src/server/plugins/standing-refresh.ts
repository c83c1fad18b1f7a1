import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refreshOwnStanding } from '../modules/trust';

/**
 * Routes whose accepted writes evaluate the standing themselves: a vote is tallied with it,
 * and a rating reads what the standing rests on in its own statement.
 */
const EVALUATED_BY_ROUTE = new Set([
  '/api/votes',
  '/api/social-accounts/vote',
  '/api/social-accounts/:id/rate',
]);

/**
 * Evaluates the signed-in user's standing after their accepted write (see the plugin below);
 * from `kept` when the route read what it rests on already.
 */
export async function refreshStandingAfterWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  kept?: Parameters<typeof refreshOwnStanding>[3],
) {
  if (!request.user) return;
  try {
    const recounted = await refreshOwnStanding(app.db, request.user.id, app.clock(), kept);
    if (recounted.length > 0) app.readCache.forgetAll();
  } catch (error) {
    // The write itself is done; the scheduled evaluation catches up with the standing.
    request.log.error({ err: error }, 'evaluating the standing after a write failed');
  }
}

/**
 * A user's own accepted write (a rating, a review, a comment, a proposal…) may complete the
 * work that makes a new user a member: their standing is evaluated before the answer goes
 * out (see evaluateOwnStanding), and a change recounts at once the pending accounts they
 * voted on.
 */
export const standingRefreshPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        request.method !== 'GET' &&
        request.method !== 'HEAD' &&
        reply.statusCode < 400 &&
        !EVALUATED_BY_ROUTE.has(request.routeOptions.url ?? '')
      ) {
        await refreshStandingAfterWrite(app, request);
      }
      return payload;
    });
  },
  { name: 'standing-refresh', dependencies: ['database', 'read-cache'] },
);
