import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personPath } from '@shared/slug';
import { lookUpPerson, MERGED_REDIRECT_CACHE_CONTROL } from '../people';
import { lookUpProfileUser } from '../profiles';
import { type Pages, sendPage } from './pages';

/** The `?…` part of a request address, or nothing. */
function queryStringOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

/**
 * Person pages (the web app's /people/:ref) answered by the server with the person's head
 * tags (see heads.ts). A merged-away person's address moves permanently to the person they
 * were merged into, and an unknown person is a 404 so that search engines drop it; the
 * web app shows its not-found view. A profile page is a 404 for a user who does not exist
 * or was deleted. Person pages count towards the public read API's rate limits.
 */
export const pageRoutes: FastifyPluginAsyncZod<{ pages: Pages }> = async (app, { pages }) => {
  app.get(
    '/people/:ref',
    // Each page carries the person's verified accounts: as costly to scrape as the API.
    { onRequest: app.publicReadLimits, schema: { params: z.object({ ref: z.string() }) } },
    async (request, reply) => {
      const found = await lookUpPerson(app.db, request.params.ref);
      if (!found) return sendPage(reply, pages.site(request.url), 404);
      if (found.kind === 'live') return sendPage(reply, pages.person(found.person));
      return reply
        .code(301)
        .headers({
          location: personPath(found.answer.mergedInto) + queryStringOf(request.url),
          'cache-control': MERGED_REDIRECT_CACHE_CONTROL,
        })
        .send();
    },
  );

  app.get(
    '/users/:username',
    { schema: { params: z.object({ username: z.string() }) } },
    async (request, reply) => {
      const user = await lookUpProfileUser(app.db, request.params.username);
      return sendPage(reply, pages.site(request.url), user ? 200 : 404);
    },
  );
};
