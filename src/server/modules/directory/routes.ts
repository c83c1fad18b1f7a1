import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../shared/schemas/common';
import { directoryEntrySchema, directoryQuerySchema } from '../../../shared/schemas/directory';
import { listDirectory } from './service';

export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/directory',
    {
      ...app.publicRead,
      schema: {
        tags: ['directory'],
        summary: 'Verified accounts as flat entries, most recently verified first',
        description:
          'Pages with `limit` and `cursor`; the next page is in the `Link: <…>; rel="next"` header.',
        querystring: directoryQuerySchema,
        response: { 200: z.array(directoryEntrySchema), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { entries, nextCursor } = await listDirectory(app.db, request.query);
      if (nextCursor) {
        const next = new URLSearchParams({
          limit: String(request.query.limit),
          cursor: nextCursor,
        });
        reply.header('Link', `</api/directory?${next.toString()}>; rel="next"`);
      }
      return entries;
    },
  );
};
