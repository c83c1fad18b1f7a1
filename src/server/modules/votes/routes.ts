import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userVoteSchema, voteResultSchema, voteSchema } from '@shared/schemas/accounts';
import { errorResponses } from '@shared/schemas/common';
import { castVote, listUserVotes } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

export const voteRoutes: FastifyPluginAsyncZod = async (app) => {
  // The specification names two addresses for one vote: the directory list's and the person
  // page's. One handler serves both; the documentation names the first as the vote's own.
  const addresses = [
    {
      url: '/api/social-accounts/vote',
      summary: 'Approve or reject a pending account; voting again moves the vote',
    },
    {
      url: '/api/votes',
      summary: 'The same vote as POST /api/social-accounts/vote, at the person page’s address',
    },
  ];
  for (const { url, summary } of addresses) {
    app.post(
      url,
      {
        preHandler: app.requirePermission('vote:account:others'),
        schema: {
          tags: ['verification'],
          summary,
          body: voteSchema,
          response: { 200: voteResultSchema, ...errors },
        },
      },
      (request) => castVote(app.db, request.signedInUser, request.body, app.clock()),
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
