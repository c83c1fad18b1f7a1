import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiFetch } from '@web/lib/api/client';
import { pageTitle } from '@shared/page-titles';
import { isRenderedByServer } from '@shared/page-addresses';
import type { Person } from '@shared/schemas/people';
import { isPersonalRequest } from '../platform/http/session-token';
import type { PageHead } from './head-tags';
import { personHead, siteHead } from './heads';
import { ownApi, type RenderPage } from './render-page';
import { type PageTemplate, renderedPage, shellPage } from './page-template';

export type Pages = ReturnType<typeof createPages>;

export interface PageResponse {
  status?: number;
  /** The server's own API as the page's route has read it (ownApi), which the rendering reads on. */
  api?: ApiFetch;
}

/** The origin the reader addressed (behind a trusted proxy, the one it forwarded). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The web app's pages: each with its head filled in, rendered by the server with its data
 * where the page is rendered by the server (`renderPage`; null without a server build, when
 * the browser renders every page).
 */
export function createPages(
  template: PageTemplate,
  publicUrl: string,
  renderPage: RenderPage | null,
) {
  const homeHead = siteHead(publicUrl, { isHome: true });
  const otherHead = siteHead(publicUrl, { isHome: false });

  async function render(request: FastifyRequest, head: PageHead, api: ApiFetch) {
    if (!renderPage) return shellPage(template, head);
    try {
      const { html, data } = await renderPage({
        url: request.url,
        origin: originOf(request),
        signedIn: isPersonalRequest(request),
        fetchApi: api,
        onRecoverableError: (error) =>
          request.log.warn({ err: error }, 'part of a page is left to the browser to render'),
      });
      return Readable.from(renderedPage(template, head, html, data));
    } catch (error) {
      request.log.error({ err: error }, 'the page could not be rendered; the browser renders it');
      return shellPage(template, head);
    }
  }

  return {
    siteHead: (pathname: string) => (pathname === '/' ? homeHead : otherHead),
    /** The head of an address with nobody behind it, titled as the page's not-found view. */
    notFoundHead: (heading: string): PageHead => ({ ...otherHead, title: pageTitle(heading) }),
    personHead: (person: Person) => personHead(person, publicUrl),
    /**
     * Responds to a page request with its head. Pages are checked again on every visit, so a
     * new build or a changed person shows at once.
     */
    send: async (
      request: FastifyRequest,
      reply: FastifyReply,
      head: PageHead,
      { status = 200, api = ownApi(request.server) }: PageResponse = {},
    ) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const visitHead = { ...head, siteVisit: request.server.siteVisits.issue() };
      const body = isRenderedByServer(pathname)
        ? await render(request, visitHead, api)
        : shellPage(template, visitHead);
      return reply
        .code(status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(body);
    },
  };
}
