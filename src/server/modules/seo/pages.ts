import type { FastifyReply } from 'fastify';
import type { Person } from '@shared/schemas/people';
import { personHead, siteHead } from './heads';
import { type PageTemplate, renderPage } from './page-template';

export type Pages = ReturnType<typeof createPages>;

/** The web app's pages with their heads filled in; the site's own pages are rendered once. */
export function createPages(template: PageTemplate, publicUrl: string) {
  const home = renderPage(template, siteHead(publicUrl, { isHome: true }));
  const other = renderPage(template, siteHead(publicUrl, { isHome: false }));
  return {
    site: (path: string) => (path === '/' ? home : other),
    person: (person: Person) => renderPage(template, personHead(person, publicUrl)),
  };
}

/** Pages are checked again on every visit, so a new build or a changed person shows at once. */
export function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
}
