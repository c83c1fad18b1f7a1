import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  anchorInputSchema,
  anchorParamsSchema,
  identityAnchorSchema,
} from '@shared/schemas/anchors';
import { idParamSchema, messageSchema } from '@shared/schemas/common';
import { addAnchor, removeAnchor } from '../anchors';
import { adminErrors } from './responses';

export const adminAnchorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/people/:id/anchors',
    {
      onRequest: app.requirePermission('moderate:trust'),
      schema: {
        tags: ['admin'],
        summary:
          'Name an official site of the person, with the reason it is theirs (audited, shown on the person page): a page on its host that links to one of their accounts anchors it',
        params: idParamSchema,
        body: anchorInputSchema,
        response: { 201: identityAnchorSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addAnchor(app.db, request.signedInUser.id, request.params.id, request.body)),
  );

  app.delete(
    '/api/admin/people/:id/anchors/:anchorId',
    {
      onRequest: app.requirePermission('moderate:trust'),
      schema: {
        tags: ['admin'],
        summary: 'Take an official site back (audited)',
        params: anchorParamsSchema,
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    (request) =>
      removeAnchor(app.db, request.signedInUser.id, request.params.id, request.params.anchorId),
  );
};
