import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@shared/schemas/common';
import { directoryEntrySchema, directoryQuerySchema } from '@shared/schemas/directory';
import { EXPORT_CONTENT_TYPES, exportDirectory, exportFileName } from './export';
import { listDirectory } from './service';
import { listTopics } from '../../model/topics';

export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/directory',
    {
      ...app.publicRead(() => [listTopics.directory]),
      schema: {
        tags: ['directory'],
        summary: 'Verified accounts as flat entries, most recently verified first',
        description: [
          'Pages with `limit` and `cursor`; the next page is in the `Link: <…>; rel="next"` header.',
          '`format=jsonl` (application/x-ndjson, one entry a line) and `format=csv` (text/csv,',
          'a header row, then one entry a row with RFC 4180 quoting) stream the whole directory',
          'as a download instead, in the same order, ignoring `limit` and `cursor`. In the CSV, a',
          "cell that starts with = + - @ (or a tab or carriage return) gets a leading ' so",
          'spreadsheets do not run it as a formula. Each entry says its `tier`; `tier=proven` keeps',
          'the proven accounts only (a chain of checked proofs to an official site a moderator',
          'confirmed), `tier=moderator` those and the ones a moderator verified. To keep a copy in',
          'step, see GET /api/changes.',
        ].join(' '),
        querystring: directoryQuerySchema,
        response: { 200: z.array(directoryEntrySchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      if (format !== 'json') {
        // Fastify responds to HEAD by draining the stream it is given: an empty one spares the
        // database a whole export that nobody reads.
        const body =
          request.method === 'HEAD'
            ? []
            : exportDirectory(app.db, format, { tier: request.query.tier });
        // The response schema types the JSON page; the download goes through the plain reply.
        const download: FastifyReply = reply;
        return download
          .type(EXPORT_CONTENT_TYPES[format])
          .header('Content-Disposition', `attachment; filename="${exportFileName(format)}"`)
          .send(Readable.from(body));
      }
      const { entries, nextCursor } = await listDirectory(app.db, request.query);
      if (nextCursor) {
        const next = new URLSearchParams({
          limit: String(request.query.limit),
          cursor: nextCursor,
          ...(request.query.tier !== 'community' && { tier: request.query.tier }),
        });
        reply.header('Link', `</api/directory?${next.toString()}>; rel="next"`);
      }
      return entries;
    },
  );
};
