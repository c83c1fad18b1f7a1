import escapeHtml from 'escape-html';
import type { SitemapUrl } from './sitemap';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The address of sitemap file `page` (from 1) when /sitemap.xml is an index (or its route pattern). */
export const sitemapPagePath = (page: number | ':page') => `/sitemap-${page}.xml`;

// escape-html writes &amp; &lt; &gt; &quot; &#39;, all of which XML reads back.
const loc = (siteUrl: string, path: string) => `<loc>${escapeHtml(`${siteUrl}${path}`)}</loc>`;

/** A <urlset> document, written a batch of addresses at a time as they are read. */
export async function* renderUrlset(
  batches: AsyncIterable<SitemapUrl[]>,
  siteUrl: string,
): AsyncGenerator<string> {
  yield `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
  for await (const batch of batches) {
    yield batch
      .map(({ path, lastModified }) => {
        const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
        return `<url>${loc(siteUrl, path)}${lastmod}</url>\n`;
      })
      .join('');
  }
  yield '</urlset>\n';
}

/** A <sitemapindex> naming sitemap files 1 to `pageCount`. */
export function renderSitemapIndex(pageCount: number, siteUrl: string): string {
  const entries = Array.from(
    { length: pageCount },
    (_, index) => `<sitemap>${loc(siteUrl, sitemapPagePath(index + 1))}</sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
}
