/**
 * The web app's pages that exist whatever the data holds. The server answers them 200 and
 * any other address without a page 404 with the app's not-found view (person and profile
 * pages are looked up), so search engines never count a missing page as a page.
 */
export const STATIC_PAGE_PATHS = [
  '/',
  '/auth',
  '/auth-test-simple',
  '/forgot-password',
  '/contact',
  '/api-docs',
  '/community',
  '/check',
  '/add',
  '/privacy',
  '/terms',
  '/profile',
  '/change-password',
  '/admin',
] as const;

/** A page the server answers 200 (the web app's paths are checked against it). */
export type StaticPagePath = (typeof STATIC_PAGE_PATHS)[number];

/** Reset-password pages carry their token in the address; the page itself checks it. */
export const RESET_PASSWORD_PATH = '/auth/reset-password';

const staticPages = new Set<string>(STATIC_PAGE_PATHS);

/** Whether an address (its path, without the query) is one of the pages above or a reset page. */
export function isStaticPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (staticPages.has(path)) return true;
  const rest = path.startsWith(RESET_PASSWORD_PATH) ? path.slice(RESET_PASSWORD_PATH.length) : null;
  return rest !== null && /^(\/[^/]+)?$/.test(rest);
}
