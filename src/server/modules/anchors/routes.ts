import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anchorInputSchema, identityAnchorSchema } from '@shared/schemas/anchors';
import { errorResponses, idParamSchema } from '@shared/schemas/common';
import { suggestAnchor } from './service';

export const anchorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/people/:id/official-sites',
    {
      preHandler: app.requirePermission('suggest:official-site'),
      schema: {
        tags: ['directory'],
        summary:
          'Suggest an official site of the person, with why it is theirs: it waits for a moderator, and lowers nothing until one confirms it',
        params: idParamSchema,
        body: anchorInputSchema,
        response: { 201: identityAnchorSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await suggestAnchor(app.db, request.signedInUser.id, request.params.id, request.body),
        ),
  );
};
