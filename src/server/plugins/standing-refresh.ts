import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refreshOwnStanding } from '../modules/trust';

/** Routes whose accepted writes evaluate the standing themselves (a vote is tallied with it). */
const EVALUATED_BY_ROUTE = new Set(['/api/votes', '/api/social-accounts/vote']);

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
        request.user &&
        request.method !== 'GET' &&
        request.method !== 'HEAD' &&
        reply.statusCode < 400 &&
        !EVALUATED_BY_ROUTE.has(request.routeOptions.url ?? '')
      ) {
        try {
          const recounted = await refreshOwnStanding(app.db, request.user.id, app.clock());
          if (recounted.length > 0) app.readCache.forgetAll();
        } catch (error) {
          // The write itself is done; the scheduled evaluation catches up with the standing.
          request.log.error({ err: error }, 'evaluating the standing after a write failed');
        }
      }
      return payload;
    });
  },
  { name: 'standing-refresh', dependencies: ['database', 'read-cache'] },
);
