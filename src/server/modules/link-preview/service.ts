import * as cheerio from 'cheerio';
import ipaddr from 'ipaddr.js';
import { Agent, fetch } from 'undici';
import type { LinkPreview } from '../../../shared/schemas/comments';
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

async function readCapped(body: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    const room = PREVIEW_MAX_BYTES - size;
    chunks.push(chunk.subarray(0, room));
    size += Math.min(chunk.length, room);
    if (size >= PREVIEW_MAX_BYTES) break;
  }
  return Buffer.concat(chunks).toString('utf8');
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

/**
 * Fetches a public web page and reads its preview. Every hop (redirects included) must be
 * http(s) on a public address; the whole fetch has 5 seconds and reads at most 1 MB.
 */
export async function fetchLinkPreview(
  link: string,
  { allowLoopback }: LinkPreviewOptions,
): Promise<LinkPreview> {
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
        headers: {
          'user-agent': 'VerifiedVoicesLinkPreview/1.0',
          accept: 'text/html,application/xhtml+xml',
        },
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        url = new URL(location, url);
        continue;
      }
      if (!response.ok || !response.body) throw new HttpError(422, PREVIEW_FAILED);
      if (!/text\/html|application\/xhtml\+xml/i.test(response.headers.get('content-type') ?? '')) {
        await response.body.cancel();
        throw new HttpError(422, 'The link does not point to a web page');
      }
      return readPreview(await readCapped(response.body), url);
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
