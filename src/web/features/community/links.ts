/** The full name of a person as the feed shows it. */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The URL when it is a valid http(s) address, else null. */
export function httpUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Where a link preview's picture is shown from: a path on this site, where the server keeps
 * the picture it stored for a posted comment, or an http(s) address, the page's own picture
 * while a comment is written; never a javascript:, data: or other address. (The rule of
 * profile pictures, spelt here so that the home page's scripts do not carry it.)
 */
export function previewImageUrl(value: string | null | undefined): string | null {
  if (value && /^\/(?![/\\])/.test(value)) return value;
  return httpUrl(value)?.href ?? null;
}

/** What a link is called when its page gave no title: its host name, else 'Link'. */
export function linkFallbackTitle(link: string | null | undefined): string {
  return httpUrl(link)?.hostname || 'Link';
}
