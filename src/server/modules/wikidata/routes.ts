import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamSchema, messageSchema } from '@shared/schemas/common';
import { wikidataMatchesSchema } from '@shared/schemas/wikidata';
import { dismissPossibleMatch, linkPossibleMatch, listPossibleMatches } from './matches';

const adminErrors = errorResponses(401, 403, 404, 409);

export const wikidataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/wikidata/matches',
    {
      onRequest: app.requirePermission('manage:people'),
      schema: {
        tags: ['admin'],
        summary:
          'Wikidata humans the import found named like a person who has no item: it changed nothing of them',
        response: { 200: wikidataMatchesSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ matches: await listPossibleMatches(app.db) }),
  );

  app.post(
    '/api/admin/wikidata/matches/:id/link',
    {
      onRequest: app.requirePermission('manage:people'),
      schema: {
        tags: ['admin'],
        summary:
          "The person is the item's human: give them the item (audited); the next import updates them from it",
        params: idParamSchema,
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    (request) => linkPossibleMatch(app.db, request.signedInUser.id, request.params.id),
  );

  app.post(
    '/api/admin/wikidata/matches/:id/dismiss',
    {
      onRequest: app.requirePermission('manage:people'),
      schema: {
        tags: ['admin'],
        summary:
          "The person is not the item's human: the import does not list them again (audited)",
        params: idParamSchema,
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    (request) => dismissPossibleMatch(app.db, request.signedInUser.id, request.params.id),
  );
};
