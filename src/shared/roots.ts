/*
 * Roots (decision 0031): what only the person or a moderator controls, matched exactly. A root
 * is an official site a moderator confirmed: an exact origin (scheme, host and port) and a
 * path prefix. A page elsewhere on the host, on another port or scheme, or another user's
 * pages on a shared host never match it.
 */

/** An official site as a root: `https://example.com` and `/about`, or `/` for the whole origin. */
export interface Root {
  origin: string;
  pathPrefix: string;
}

/** RFC 3986's unreserved characters, which mean the same percent-encoded or not. */
const UNRESERVED_ESCAPE =
  /%(2[DdEe]|3[0-9]|4[1-9A-Fa-f]|5[0-9Aa]|5[Ff]|6[1-9A-Fa-f]|7[0-9Aa]|7[Ee])/g;

/** A path with its escaped unreserved characters decoded (`/%7Ealice` is `/~alice`). */
const normalPath = (path: string) =>
  path.replace(UNRESERVED_ESCAPE, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));

function httpUrl(address: string | URL): URL | null {
  try {
    const url = typeof address === 'string' ? new URL(address.trim()) : address;
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The root an address names: its origin as the URL standard gives it (host in lower case,
 * default port left out) and its path, without a trailing slash (except the whole origin's
 * `/`), query and fragment; null for anything but an http(s) address.
 */
export function rootOf(address: string | URL): Root | null {
  const url = httpUrl(address);
  if (!url || !url.hostname) return null;
  const path = normalPath(url.pathname).replace(/\/+$/, '');
  return { origin: url.origin, pathPrefix: path === '' ? '/' : path };
}

/**
 * Whether a page lies inside a root: the same origin exactly, and a path that is the prefix
 * or goes on below it at a `/` (so `/about` never covers `/about-us`). A page with a query
 * is never inside: many sites echo a query back into the page.
 */
export function isWithinRoot(page: string | URL, root: Root): boolean {
  const url = httpUrl(page);
  if (!url || url.origin !== root.origin || url.search !== '') return false;
  const path = normalPath(url.pathname);
  if (root.pathPrefix === '/') return true;
  return path === root.pathPrefix || path.startsWith(`${root.pathPrefix}/`);
}

/** A root as people read it: `example.com/about`, with the scheme only when it is plain http. */
export function rootLabel(root: Root): string {
  const { protocol, host } = new URL(root.origin);
  const path = root.pathPrefix === '/' ? '' : root.pathPrefix;
  return `${protocol === 'http:' ? 'http://' : ''}${host}${path}`;
}

/** A site's host as people read it: lower case, without www. */
export const siteHost = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');
