import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userVoteSchema, voteResultSchema, voteSchema } from '@shared/schemas/accounts';
import { errorResponses } from '@shared/schemas/common';
import { voteCast } from '../../read-topics';
import { refreshVotersOf } from '../trust';
import { castVote, listUserVotes } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

export const voteRoutes: FastifyPluginAsyncZod = async (app) => {
  // The directory list and the person page use different addresses for the same vote.
  for (const url of ['/api/social-accounts/vote', '/api/votes']) {
    app.post(
      url,
      {
        preHandler: app.requirePermission('vote:account:others'),
        schema: {
          tags: ['verification'],
          summary: 'Approve or reject a pending account; voting again moves the vote',
          body: voteSchema,
          response: { 200: voteResultSchema, ...errors },
        },
      },
      async (request) => {
        const { answer, change, recounted } = await castVote(
          app.db,
          request.signedInUser,
          request.body,
          app.clock(),
        );
        // A recount of other accounts reaches pages this vote's topics do not name.
        if (recounted.length > 0) app.readCache.forgetAll();
        else if (change) app.readCache.forget(voteCast(change));
        if (change?.decided) {
          // A decision moves its voters' record of agreeing, and so maybe their standing.
          app.afterAnswer(request, 'evaluating the standing of the voters', async () => {
            const more = await refreshVotersOf(app.db, [change.accountId], app.clock());
            if (more.length > 0) app.readCache.forgetAll();
          });
        }
        return answer;
      },
    );
  }

  app.get(
    '/api/user/votes',
    {
      preHandler: app.requirePermission('read:votes:own'),
      schema: {
        tags: ['verification'],
        summary: "The signed-in user's votes, newest first",
        response: { 200: z.array(userVoteSchema), ...errorResponses(401) },
      },
    },
    (request) => listUserVotes(app.db, request.signedInUser.id),
  );
};
