import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@shared/schemas/common';
import { userStandingSchema } from '@shared/schemas/standing';
import { getUserStanding } from './user-standing';

export const trustRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/standing',
    {
      preHandler: app.requirePermission('read:standing:own'),
      schema: {
        tags: ['accounts'],
        summary:
          "The signed-in user's standing: whether their votes count, and their progress on each rule",
        response: { 200: userStandingSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getUserStanding(app.db, request.signedInUser.id, app.clock());
    },
  );
};
