import escapeHtml from 'escape-html';
import { PRODUCT_NAME } from '@shared/constants';
import { SITE_VISIT_META } from '@shared/site-visit';
import type { ShareImage } from '@shared/share-image';

/** What the server writes into a page's head before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  type: 'website' | 'profile';
  /** The page's absolute canonical address; left out where a page has none worth naming. */
  url?: string;
  /** The picture link previews show (the person's photo, else the site's share image). */
  image: ShareImage;
  /** schema.org data, written as a JSON-LD block. */
  structuredData?: object;
  /** The visit token the page's own reads send (SITE_VISIT_HEADER). */
  siteVisit?: string;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * JSON for a <script> element. Script text is not HTML-unescaped, so only `<` needs care:
 * written as \u003c, no value can close the element or open a comment.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The head tags of a page: title, description, Open Graph and Twitter card tags (the same
 * ones the web app's useDocumentMeta keeps up to date), canonical link and JSON-LD.
 * Every value is escaped.
 */
export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.url && meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image.url),
    head.image.width && meta('property', 'og:image:width', String(head.image.width)),
    head.image.height && meta('property', 'og:image:height', String(head.image.height)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    head.url && `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    head.siteVisit && meta('name', SITE_VISIT_META, head.siteVisit),
    head.structuredData &&
      `<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}
