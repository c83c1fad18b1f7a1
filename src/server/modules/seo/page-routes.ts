import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personPath } from '../../../shared/slug';
import { MERGED_REDIRECT_CACHE_CONTROL } from '../people/merges';
import { lookUpPerson } from '../people/service';

/** The `?…` part of a request address, or nothing. */
function queryStringOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

/**
 * Person pages (the web app's /people/:ref) answered by the server: a merged-away person's
 * address moves permanently to the person they were merged into, and an unknown person is
 * a 404, so search engines drop it; the web app shows its not-found view either way.
 */
export const pageRoutes: FastifyPluginAsyncZod<{ indexHtml: string }> = async (
  app,
  { indexHtml },
) => {
  app.get(
    '/people/:ref',
    { schema: { params: z.object({ ref: z.string() }) } },
    async (request, reply) => {
      const found = await lookUpPerson(app.db, request.params.ref);
      if (found?.kind === 'merged') {
        return reply
          .code(301)
          .headers({
            location: personPath(found.answer.mergedInto) + queryStringOf(request.url),
            'cache-control': MERGED_REDIRECT_CACHE_CONTROL,
          })
          .send();
      }
      return reply
        .code(found ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    },
  );
};
