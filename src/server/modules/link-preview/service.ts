import * as cheerio from 'cheerio';
import type { LinkPreview } from '@shared/schemas/comments';
import { HttpError } from '../../platform/http/http-errors';
import {
  type FetchedBytes,
  fetchBytes,
  type FetchOptions,
  FetchRefused,
  FetchUnreachable,
} from '../../platform/fetcher';

const PREVIEW_FAILED = 'Could not load a preview for this link';

export type LinkPreviewOptions = Pick<FetchOptions, 'allowedPrivateAddresses'>;

function absoluteHttpUrl(value: string | undefined, base: URL): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Title, description and image of a page, from Open Graph, Twitter or plain HTML tags. */
export function readPreview(html: string, pageUrl: URL): LinkPreview {
  const $ = cheerio.load(html);
  const meta = (...names: string[]) =>
    names
      .map((name) =>
        $(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content')?.trim(),
      )
      .find((value) => value);
  const clip = (value: string | undefined, max: number) =>
    value ? value.replace(/\s+/g, ' ').slice(0, max) : null;
  return {
    title: clip(meta('og:title', 'twitter:title') ?? $('title').first().text().trim(), 300),
    description: clip(meta('og:description', 'twitter:description', 'description'), 1000),
    image: absoluteHttpUrl(meta('og:image', 'og:image:url', 'twitter:image'), pageUrl),
  };
}

/** What a person sees when the fetcher refused a link or could not reach it. */
function previewError(error: unknown): unknown {
  if (error instanceof FetchRefused) {
    if (error.reason === 'unsupported-address') return new HttpError(400, 'Invalid link URL');
    if (error.reason === 'private-address')
      return new HttpError(400, 'Links to private or local addresses are not allowed');
    if (error.reason === 'too-many-redirects')
      return new HttpError(422, 'The link redirects too many times');
    return new HttpError(422, PREVIEW_FAILED);
  }
  if (error instanceof FetchUnreachable)
    return new HttpError(
      422,
      error.reason === 'timeout' ? 'The page took too long to answer' : PREVIEW_FAILED,
    );
  return error;
}

/**
 * Fetches what a preview shows: a successful response whose content type `accepts` allows.
 * Previews skip the per-host spacing: a person is waiting for each one, they are few (rate
 * limited per person) and one page and picture a comment, and queued behind the scheduled
 * proof checks of a popular host they would take many seconds. They still count in the
 * fetches at once overall.
 */
async function fetchForPreview(
  link: string,
  options: LinkPreviewOptions,
  want: { accept: string; accepts: RegExp; refusal: string; maxBytes?: number },
): Promise<FetchedBytes> {
  const fetched = await fetchBytes(link, {
    ...options,
    accept: want.accept,
    maxBytes: want.maxBytes,
    spacedPerHost: false,
  }).catch((error: unknown) => {
    throw previewError(error);
  });
  if (fetched.status < 200 || fetched.status >= 300) throw new HttpError(422, PREVIEW_FAILED);
  if (!want.accepts.test(fetched.contentType)) throw new HttpError(422, want.refusal);
  return fetched;
}

/** Fetches a public web page (at most 1 MB) and reads its preview. */
export async function fetchLinkPreview(
  link: string,
  options: LinkPreviewOptions,
): Promise<LinkPreview> {
  const page = await fetchForPreview(link, options, {
    accept: 'text/html,application/xhtml+xml',
    accepts: /text\/html|application\/xhtml\+xml/i,
    refusal: 'The link does not point to a web page',
  });
  return readPreview(page.body.toString('utf8'), page.url);
}

/** Fetches a public image (at most the size of an upload), for the server to store itself. */
export async function fetchPublicImage(
  link: string,
  options: LinkPreviewOptions,
  maxBytes: number,
): Promise<Buffer> {
  const image = await fetchForPreview(link, options, {
    accept: 'image/*',
    accepts: /^image\//i,
    refusal: 'The link does not point to an image',
    maxBytes,
  });
  return image.body;
}
