import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changesPageSchema, changesQuerySchema } from '@shared/schemas/changes';
import { errorResponses } from '@shared/schemas/common';
import { listChanges } from './service';
import { listTopics } from '../../model/topics';

export const changeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/changes',
    {
      ...app.publicRead(() => [listTopics.changes]),
      schema: {
        tags: ['directory'],
        summary: 'What changed in the directory since a cursor, oldest first',
        description: [
          'The change feed that keeps a copy of the directory in step. To start, read',
          '`?since=latest` and keep its `nextCursor`, then read the whole export',
          '(`GET /api/directory?format=jsonl`). Then poll with `since` set to the last',
          '`nextCursor` (again at once while `hasMore` is true). For each change that names an',
          '`accountId`, store its `account` entry under that id, or drop the id when `account` is',
          'null; person changes are followed by the account changes they cause. Every change',
          'is listed exactly once, in the order it happened.',
        ].join(' '),
        querystring: changesQuerySchema,
        response: { 200: changesPageSchema, ...errorResponses(400) },
      },
    },
    (request) => listChanges(app.db, request.query),
  );
};
