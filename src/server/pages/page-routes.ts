import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personApiPath, profileApiPath } from '@shared/api-paths';
import { NOT_FOUND_TITLES } from '@shared/page-titles';
import { RENDERED_STATIC_PAGE_PATHS } from '@shared/page-addresses';
import type { MergedPerson } from '@shared/schemas/people';
import type { PersonDetail } from '@shared/schemas/person-detail';
import { personPath } from '@shared/slug';
import type { ApiFetch } from '@web/lib/api/client';
import { MERGED_REDIRECT_CACHE_CONTROL } from '../modules/people';
import type { Pages } from './pages';
import { ownApi } from './render-page';

/** The `?…` part of a request address, or nothing. */
function queryStringOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

/**
 * What a page's status and head depend on, read from the server's own API through the
 * page's `api`, which hands the same response to the rendering: null when nobody is at that
 * address (404, or 400 for a reference no record can have).
 */
async function readPageSubject(api: ApiFetch, url: string): Promise<Response | null> {
  const response = await api(url, {});
  if (response.status === 404 || response.status === 400) return null;
  if (response.status >= 400) throw new Error(`${url} responded ${response.status} to its page`);
  return response;
}

/**
 * The pages the server renders with their data: the site's pages anyone reads alike, and
 * person pages (the web app's /people/:ref) with the person's head tags (see heads.ts). A
 * merged-away person's address moves permanently to the person they were merged into, and
 * an unknown person is a 404 so that search engines drop it; the web app shows its
 * not-found view. A profile page is a 404 for a user who does not exist or was deleted.
 * Rendered pages count towards the public read API's rate limits: each is as costly as the
 * reads it is rendered from.
 */
export const pageRoutes: FastifyPluginAsyncZod<{ pages: Pages }> = async (app, { pages }) => {
  for (const path of RENDERED_STATIC_PAGE_PATHS) {
    app.get(path, { onRequest: app.publicReadLimits }, (request, reply) =>
      pages.send(request, reply, pages.siteHead(path)),
    );
  }

  app.get(
    '/people/:ref',
    // Each page carries the person's verified accounts: as costly to scrape as the API.
    { onRequest: app.publicReadLimits, schema: { params: z.object({ ref: z.string() }) } },
    async (request, reply) => {
      const api = ownApi(app);
      const response = await readPageSubject(api, personApiPath(request.params.ref));
      if (!response) {
        const head = pages.notFoundHead(NOT_FOUND_TITLES.person);
        return pages.send(request, reply, head, { status: 404, api });
      }
      if (response.status === 301) {
        const { mergedInto } = (await response.json()) as MergedPerson;
        return reply
          .code(301)
          .headers({
            location: personPath(mergedInto) + queryStringOf(request.url),
            'cache-control': MERGED_REDIRECT_CACHE_CONTROL,
          })
          .send();
      }
      const person = (await response.json()) as PersonDetail;
      return pages.send(request, reply, pages.personHead(person), { api });
    },
  );

  app.get(
    '/users/:username',
    { onRequest: app.publicReadLimits, schema: { params: z.object({ username: z.string() }) } },
    async (request, reply) => {
      const api = ownApi(app);
      const response = await readPageSubject(api, profileApiPath(request.params.username));
      if (!response) {
        const head = pages.notFoundHead(NOT_FOUND_TITLES.user);
        return pages.send(request, reply, head, { status: 404, api });
      }
      return pages.send(request, reply, pages.siteHead(request.url), { api });
    },
  );
};
