import * as cheerio from 'cheerio';
import ipaddr from 'ipaddr.js';
import { Agent, fetch } from 'undici';
import type { LinkPreview } from '@shared/schemas/comments';
import { HttpError } from '../../http-errors';
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from './public-address';

export const PREVIEW_TIMEOUT_MS = 5000;
export const PREVIEW_MAX_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 5;
const PREVIEW_FAILED = 'Could not load a preview for this link';

export interface LinkPreviewOptions {
  /** Only tests turn this on, to preview pages of their own servers on this machine. */
  allowLoopback: boolean;
}

function checkTarget(url: URL, allowLoopback: boolean) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new HttpError(400, 'Invalid link URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) && !isPublicAddress(host, { allowLoopback }))
    throw new PrivateAddressError();
}

async function readCapped(body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    const room = maxBytes - size;
    chunks.push(chunk.subarray(0, room));
    size += Math.min(chunk.length, room);
    if (size >= maxBytes) break;
  }
  return Buffer.concat(chunks);
}

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

interface FetchedBody {
  bytes: Buffer;
  url: URL;
}

/**
 * Fetches a public address and reads at most `maxBytes` of its body. Every hop (redirects
 * included) must be http(s) on a public address; the whole fetch has 5 seconds. `accepts`
 * decides from the content type whether the answer is what was asked for.
 */
async function fetchPublic(
  link: string,
  { allowLoopback }: LinkPreviewOptions,
  want: { accept: string; accepts: RegExp; refusal: string; maxBytes: number },
): Promise<FetchedBody> {
  const agent = new Agent({ connect: { lookup: publicOnlyLookup(allowLoopback) } });
  const signal = AbortSignal.timeout(PREVIEW_TIMEOUT_MS);
  try {
    let url = new URL(link);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      checkTarget(url, allowLoopback);
      const response = await fetch(url, {
        dispatcher: agent,
        redirect: 'manual',
        signal,
        headers: { 'user-agent': 'VerifiedVoicesLinkPreview/1.0', accept: want.accept },
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        url = new URL(location, url);
        continue;
      }
      if (!response.ok || !response.body) throw new HttpError(422, PREVIEW_FAILED);
      if (!want.accepts.test(response.headers.get('content-type') ?? '')) {
        await response.body.cancel();
        throw new HttpError(422, want.refusal);
      }
      return { bytes: await readCapped(response.body, want.maxBytes), url };
    }
    throw new HttpError(422, 'The link redirects too many times');
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (
      error instanceof PrivateAddressError ||
      (error as { cause?: unknown }).cause instanceof PrivateAddressError
    ) {
      throw new HttpError(400, new PrivateAddressError().message);
    }
    if (signal.aborted) throw new HttpError(422, 'The page took too long to answer');
    throw new HttpError(422, PREVIEW_FAILED);
  } finally {
    await agent.close();
  }
}

/** Fetches a public web page (at most 1 MB) and reads its preview. */
export async function fetchLinkPreview(
  link: string,
  options: LinkPreviewOptions,
): Promise<LinkPreview> {
  const page = await fetchPublic(link, options, {
    accept: 'text/html,application/xhtml+xml',
    accepts: /text\/html|application\/xhtml\+xml/i,
    refusal: 'The link does not point to a web page',
    maxBytes: PREVIEW_MAX_BYTES,
  });
  return readPreview(page.bytes.toString('utf8'), page.url);
}

/** Fetches a public image (at most the size of an upload), for the server to store itself. */
export async function fetchPublicImage(
  link: string,
  options: LinkPreviewOptions,
  maxBytes: number,
): Promise<Buffer> {
  const image = await fetchPublic(link, options, {
    accept: 'image/*',
    accepts: /^image\//i,
    refusal: 'The link does not point to an image',
    maxBytes,
  });
  return image.bytes;
}
