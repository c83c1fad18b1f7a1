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
  '/notifications',
  '/unsubscribe',
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

/**
 * Pages read the same by everyone, which the server renders with their data (public person
 * and profile pages too, see isRenderedByServer). Signing in and the signed-in pages are left
 * to the browser: the server never renders anyone's own view.
 */
export const RENDERED_STATIC_PAGE_PATHS = [
  '/',
  '/community',
  '/check',
  '/contact',
  '/api-docs',
  '/privacy',
  '/terms',
] as const satisfies readonly StaticPagePath[];

const LEFT_TO_THE_BROWSER = new Set<string>(
  STATIC_PAGE_PATHS.filter(
    (path) => !(RENDERED_STATIC_PAGE_PATHS as readonly string[]).includes(path),
  ),
);

/**
 * Whether the server renders the page at this address (its path, without the query): every
 * page but the sign-in and signed-in ones above and reset-password pages, so person and
 * profile pages and the not-found page too.
 */
export function isRenderedByServer(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    !LEFT_TO_THE_BROWSER.has(path) &&
    !path.startsWith(`${RESET_PASSWORD_PATH}/`) &&
    path !== RESET_PASSWORD_PATH
  );
}

/** The community feed narrowed to what is said about one person. */
export function communityAboutPath(person: { id: number; fullName: string }): string {
  return `/community?${new URLSearchParams({
    directFilter: 'true',
    personId: String(person.id),
    name: person.fullName,
  }).toString()}`;
}
