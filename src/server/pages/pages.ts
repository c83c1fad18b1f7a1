import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageTitle } from '@shared/page-titles';
import { isDrawnByServer } from '@shared/page-addresses';
import type { Person } from '@shared/schemas/people';
import { isPersonalRequest } from '../plugins/auth';
import type { PageHead } from './head-tags';
import { personHead, siteHead } from './heads';
import { type DrawPage, ownApi } from './render-page';
import { drawnPage, type PageTemplate, shellPage } from './page-template';

export type Pages = ReturnType<typeof createPages>;

/** The origin the reader addressed (behind a trusted proxy, the one it forwarded). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The web app's pages: each with its head filled in, drawn by the server with its data
 * where the page is drawn by the server (`drawPage`; null without a server build, when
 * the browser draws every page).
 */
export function createPages(template: PageTemplate, publicUrl: string, drawPage: DrawPage | null) {
  const homeHead = siteHead(publicUrl, { isHome: true });
  const otherHead = siteHead(publicUrl, { isHome: false });

  async function draw(request: FastifyRequest, head: PageHead) {
    if (!drawPage) return shellPage(template, head);
    try {
      const { html, data } = await drawPage({
        url: request.url,
        origin: originOf(request),
        signedIn: isPersonalRequest(request),
        fetchApi: ownApi(request.server),
        onRecoverableError: (error) =>
          request.log.warn({ err: error }, 'part of a page is left to the browser to draw'),
      });
      return Readable.from(drawnPage(template, head, html, data));
    } catch (error) {
      request.log.error({ err: error }, 'the page could not be drawn; the browser draws it');
      return shellPage(template, head);
    }
  }

  return {
    siteHead: (pathname: string) => (pathname === '/' ? homeHead : otherHead),
    /** The head of an address with nobody behind it, titled as the page's not-found view. */
    notFoundHead: (heading: string): PageHead => ({ ...otherHead, title: pageTitle(heading) }),
    personHead: (person: Person) => personHead(person, publicUrl),
    /**
     * Answers a page request with its head. Pages are checked again on every visit, so a
     * new build or a changed person shows at once.
     */
    send: async (request: FastifyRequest, reply: FastifyReply, head: PageHead, status = 200) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const body = isDrawnByServer(pathname)
        ? await draw(request, head)
        : shellPage(template, head);
      return reply
        .code(status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(body);
    },
  };
}
