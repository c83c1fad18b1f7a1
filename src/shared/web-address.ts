/** The parsed address when it is an http(s) URL, else null (javascript:, data: and the like). */
export function webAddress(address: string): URL | null {
  try {
    const parsed = new URL(address);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** A host name with at least two labels of letters, digits and hyphens ("mastodon.social"). */
export const isDomainName = (host: string) =>
  /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z][a-z\d-]*[a-z\d]$/i.test(host);

export const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * A web address with its scheme (https:// when it has none), or null when it is not http(s).
 */
export const withScheme = (address: string) =>
  webAddress(SCHEME.test(address) ? address : `https://${address}`);

/**
 * The site an address names, as one text for comparing: host (lower case, without `www.`,
 * `m.` or `mobile.`), port when not the scheme's own, and path without trailing slashes;
 * scheme, query and fragment aside. Null when it is no http(s) address.
 */
export function siteOf(address: string): string | null {
  const url = withScheme(address.trim());
  if (!url?.hostname) return null;
  const host = url.hostname.replace(/^(?:www|m|mobile)\./, '');
  return `${host}${url.port ? `:${url.port}` : ''}${url.pathname.replace(/\/+$/, '')}`;
}

/** Whether two addresses name the same site (see siteOf). */
export function sameSite(address: string, other: string): boolean {
  const site = siteOf(address);
  return site !== null && site === siteOf(other);
}
