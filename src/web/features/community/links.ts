import { UPLOADED_IMAGE_PATH } from '@shared/uploads';

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
 * Where a link preview's picture is shown from: a picture this site stored (the preview of a
 * posted comment), else an http(s) address (the preview shown while writing one), else nowhere.
 */
export function previewImageUrl(value: string | null | undefined): string | null {
  if (value && UPLOADED_IMAGE_PATH.test(value)) return value;
  return httpUrl(value)?.href ?? null;
}

/** What a link is called when its page gave no title: its host name, else 'Link'. */
export function linkFallbackTitle(link: string | null | undefined): string {
  return httpUrl(link)?.hostname || 'Link';
}
