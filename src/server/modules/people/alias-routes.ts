import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamSchema } from '@shared/schemas/common';
import { aliasParamsSchema, aliasSchema, newAliasSchema } from '@shared/schemas/people';
import { z } from 'zod';
import { addAlias, removeAlias } from './aliases';

export const aliasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/people/:id/aliases',
    {
      preHandler: app.requirePermission('add:alias'),
      schema: {
        tags: ['directory'],
        summary:
          'Add another name a person is known by (a stage name, a name in another script), with an optional language tag',
        params: idParamSchema,
        body: newAliasSchema,
        response: { 201: aliasSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const alias = await addAlias(
        app.db,
        request.signedInUser,
        request.params.id,
        request.body,
        app.clock(),
      );
      return reply.status(201).send(alias);
    },
  );

  app.delete(
    '/api/people/:id/aliases/:aliasId',
    {
      preHandler: app.requirePermission('delete:alias:own'),
      schema: {
        tags: ['directory'],
        summary: 'Remove an alias: an administrator any, a member one they added',
        params: aliasParamsSchema,
        response: {
          200: z.object({ message: z.string(), id: z.number().int() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    (request) =>
      removeAlias(app.db, request.signedInUser, request.params.id, request.params.aliasId),
  );
};
