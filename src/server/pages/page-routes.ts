import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOT_FOUND_TITLES } from '@shared/page-titles';
import { DRAWN_STATIC_PAGE_PATHS } from '@shared/page-addresses';
import { personPath } from '@shared/slug';
import { lookUpPerson, MERGED_REDIRECT_CACHE_CONTROL } from '../modules/people';
import { lookUpProfileUser } from '../modules/profiles';
import type { Pages } from './pages';

/** The `?…` part of a request address, or nothing. */
function queryStringOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

/**
 * The pages the server renders with their data: the site's pages anyone reads alike, and
 * person pages (the web app's /people/:ref) with the person's head tags (see heads.ts). A merged-away person's address moves permanently to the person they
 * were merged into, and an unknown person is a 404 so that search engines drop it; the
 * web app shows its not-found view. A profile page is a 404 for a user who does not exist
 * or was deleted. Rendered pages count towards the public read API's rate limits: each is as
 * costly as the reads it is rendered from.
 */
export const pageRoutes: FastifyPluginAsyncZod<{ pages: Pages }> = async (app, { pages }) => {
  for (const path of DRAWN_STATIC_PAGE_PATHS) {
    app.get(path, { onRequest: app.publicReadLimits }, (request, reply) =>
      pages.send(request, reply, pages.siteHead(path)),
    );
  }

  app.get(
    '/people/:ref',
    // Each page carries the person's verified accounts: as costly to scrape as the API.
    { onRequest: app.publicReadLimits, schema: { params: z.object({ ref: z.string() }) } },
    async (request, reply) => {
      const found = await lookUpPerson(app.db, request.params.ref);
      if (!found) {
        return pages.send(request, reply, pages.notFoundHead(NOT_FOUND_TITLES.person), 404);
      }
      if (found.kind === 'live') {
        return pages.send(request, reply, pages.personHead(found.person));
      }
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
    { onRequest: app.publicReadLimits, schema: { params: z.object({ username: z.string() }) } },
    async (request, reply) => {
      const user = await lookUpProfileUser(app.db, request.params.username);
      if (!user) return pages.send(request, reply, pages.notFoundHead(NOT_FOUND_TITLES.user), 404);
      return pages.send(request, reply, pages.siteHead(request.url));
    },
  );
};
