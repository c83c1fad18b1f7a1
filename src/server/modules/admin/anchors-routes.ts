import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  anchorIdParamsSchema,
  anchorInputSchema,
  anchorParamsSchema,
  anchorSuggestionsSchema,
  identityAnchorSchema,
} from '@shared/schemas/anchors';
import { idParamSchema, messageSchema } from '@shared/schemas/common';
import {
  addAnchor,
  checkAnchor,
  confirmAnchor,
  listAnchorSuggestions,
  removeAnchor,
} from '../anchors';
import { checkContextOf } from '../proofs';
import { adminErrors } from './responses';

export const adminAnchorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/people/:id/anchors',
    {
      onRequest: app.requirePermission('moderate:trust'),
      schema: {
        tags: ['admin'],
        summary:
          'Name an official site of the person, with the reason it is theirs (audited, shown on the person page): a confirmed root at once; a page at or below its address (same scheme, host and port) that links to one of their accounts with rel="me" proves it',
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
        summary: 'Take an official site back (audited): the chains it rooted break at once',
        params: anchorParamsSchema,
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    (request) =>
      removeAnchor(app.db, request.signedInUser.id, request.params.anchorId, request.params.id),
  );

  app.get(
    '/api/admin/official-sites',
    {
      onRequest: app.requirePermission('moderate:trust'),
      schema: {
        tags: ['admin'],
        summary:
          'The suggested official sites (a member’s suggestion, an imported Wikidata official website), oldest first: each lowers nothing until a moderator confirms it',
        response: { 200: anchorSuggestionsSchema, ...adminErrors },
      },
    },
    () => listAnchorSuggestions(app.db),
  );

  app.post(
    '/api/admin/official-sites/:anchorId/confirm',
    {
      onRequest: app.requirePermission('moderate:trust'),
      schema: {
        tags: ['admin'],
        summary:
          'Confirm a suggested official site as the person’s own (audited): it roots their proven chains from now on',
        params: anchorIdParamsSchema,
        response: {
          200: z.object({ message: z.string(), anchor: identityAnchorSchema }),
          ...adminErrors,
        },
      },
    },
    (request) => confirmAnchor(app.db, request.signedInUser.id, request.params.anchorId),
  );

  app.delete(
    '/api/admin/official-sites/:anchorId',
    {
      onRequest: app.requirePermission('moderate:trust'),
      schema: {
        tags: ['admin'],
        summary: 'Dismiss a suggested official site, or take a confirmed one back (audited)',
        params: anchorIdParamsSchema,
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    (request) => removeAnchor(app.db, request.signedInUser.id, request.params.anchorId),
  );
  app.post(
    '/api/admin/official-sites/:anchorId/check',
    {
      onRequest: app.requirePermission('moderate:trust'),
      schema: {
        tags: ['admin'],
        summary:
          'Read a confirmed official site’s page now (it is read weekly otherwise): the accounts it links to with rel="me" are proven the person’s, and a vote-only account on a platform where it names others is contested',
        params: anchorIdParamsSchema,
        response: { 200: identityAnchorSchema, ...adminErrors },
      },
    },
    (request) => checkAnchor(app.db, request.params.anchorId, checkContextOf(app)),
  );
};
