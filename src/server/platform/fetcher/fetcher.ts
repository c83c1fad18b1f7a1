import ipaddr from 'ipaddr.js';
import { Agent, fetch } from 'undici';
import {
  type AddressRange,
  allowedOnlyLookup,
  isAllowedAddress,
  PrivateAddressError,
} from './addresses';
import { whenPolite } from './politeness';

export const FETCH_TIMEOUT_MS = 5000;
export const FETCH_MAX_BYTES = 1024 * 1024;
export const MAX_REDIRECTS = 5;
const USER_AGENT = 'VerifiedVoices/1.0';

export interface FetchOptions {
  /** Private ranges this instance may reach all the same (`config.allowedPrivateAddresses`). */
  allowedPrivateAddresses?: readonly AddressRange[];
  /**
   * When given, the only origins (scheme, host and port, as `URL.origin` writes them)
   * fetched, redirects included: a proof is read on its page's own origin, so neither another
   * port nor plain http on the same host can respond for it.
   */
  allowedOrigins?: readonly string[];
  /** The `Accept` header. */
  accept?: string;
  /** How much of the body is read; the rest is dropped (default 1 MB). */
  maxBytes?: number;
  /** Time on the network for the whole fetch, redirects included, not counting the wait in the queue (default 5 s). */
  timeoutMs?: number;
  /** Whether to wait for the host's turn, one request a second (default true). */
  spacedPerHost?: boolean;
}

/** Any HTTP response: what a 404 or a 503 means is the caller's to say. */
export interface FetchedBytes {
  status: number;
  /** The address that responded, after redirects. */
  url: URL;
  /** The `Content-Type` header, '' when there is none. */
  contentType: string;
  body: Buffer;
}

export interface FetchedPage extends Omit<FetchedBytes, 'body'> {
  /** The body read as UTF-8. */
  body: string;
}

export type FetchRefusal =
  'unsupported-address' | 'private-address' | 'origin-not-allowed' | 'too-many-redirects';

const REFUSALS: Record<FetchRefusal, string> = {
  'unsupported-address': 'Only http and https addresses are fetched',
  'private-address': new PrivateAddressError().message,
  'origin-not-allowed':
    'The address is not on the site (scheme, host and port) this fetch may read',
  'too-many-redirects': `The address redirects more than ${MAX_REDIRECTS} times`,
};

/** The fetcher would not send the request: it is not ours to make, whatever the other side does. */
export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchRefusal,
    readonly url: string,
  ) {
    super(REFUSALS[reason]);
  }
}

/**
 * The other side did not respond in time or could not be reached (DNS, refused or reset
 * connection).
 */
export class FetchUnreachable extends Error {
  constructor(
    readonly reason: 'timeout' | 'network',
    readonly url: string,
    options?: { cause: unknown },
  ) {
    super(
      reason === 'timeout'
        ? 'The address took too long to answer'
        : 'The address could not be reached',
      options,
    );
  }
}

function parseAddress(address: string | URL, base?: URL): URL {
  try {
    return new URL(address, base);
  } catch {
    throw new FetchRefused('unsupported-address', String(address));
  }
}

/** What can be refused before connecting; the connection's own lookup checks every DNS result. */
function checkTarget(url: URL, options: FetchOptions): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefused('unsupported-address', url.href);
  if (options.allowedOrigins && !options.allowedOrigins.includes(url.origin))
    throw new FetchRefused('origin-not-allowed', url.href);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(literal) && !isAllowedAddress(literal, options.allowedPrivateAddresses ?? []))
    throw new FetchRefused('private-address', url.href);
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

type Hop = { redirectTo: string } | { answer: FetchedBytes };

/** One request, no redirect followed; no cookie is ever sent, as undici keeps none. */
async function requestOnce(
  url: URL,
  agent: Agent,
  timeoutMs: number,
  options: FetchOptions,
): Promise<Hop> {
  if (timeoutMs <= 0) throw new FetchUnreachable('timeout', url.href);
  const signal = AbortSignal.timeout(Math.ceil(timeoutMs));
  try {
    const response = await fetch(url, {
      dispatcher: agent,
      redirect: 'manual',
      signal,
      headers: { 'user-agent': USER_AGENT, accept: options.accept ?? '*/*' },
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      return { redirectTo: location };
    }
    const body = response.body
      ? await readCapped(response.body, options.maxBytes ?? FETCH_MAX_BYTES)
      : Buffer.alloc(0);
    const contentType = response.headers.get('content-type') ?? '';
    return { answer: { status: response.status, url, contentType, body } };
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (error instanceof PrivateAddressError || cause instanceof PrivateAddressError)
      throw new FetchRefused('private-address', url.href);
    if (signal.aborted) throw new FetchUnreachable('timeout', url.href, { cause: error });
    throw new FetchUnreachable('network', url.href, { cause: error });
  }
}

/**
 * Fetches an outside address for the server, safely: http(s) only, on public addresses (or
 * the operator's allowed ranges) whether written literally or returned by DNS, every redirect
 * checked again, at most MAX_REDIRECTS of them, within `timeoutMs` and reading at most
 * `maxBytes`, politely queued (see politeness.ts). Throws FetchRefused or FetchUnreachable.
 */
export async function fetchBytes(
  address: string | URL,
  options: FetchOptions = {},
): Promise<FetchedBytes> {
  const agent = new Agent({
    connect: { lookup: allowedOnlyLookup(options.allowedPrivateAddresses ?? []) },
  });
  let budgetMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  try {
    let url = parseAddress(address);
    for (let redirects = 0; ; redirects++) {
      checkTarget(url, options);
      const target = url;
      const hop = await whenPolite(url.hostname, options.spacedPerHost ?? true, async () => {
        const started = performance.now();
        try {
          return await requestOnce(target, agent, budgetMs, options);
        } finally {
          budgetMs -= performance.now() - started;
        }
      });
      if ('answer' in hop) return hop.answer;
      if (redirects === MAX_REDIRECTS) throw new FetchRefused('too-many-redirects', url.href);
      url = parseAddress(hop.redirectTo, url);
    }
  } finally {
    await agent.close();
  }
}

/** fetchBytes, with the body read as UTF-8 text. */
export async function fetchPage(
  address: string | URL,
  options: FetchOptions = {},
): Promise<FetchedPage> {
  const fetched = await fetchBytes(address, options);
  return { ...fetched, body: fetched.body.toString('utf8') };
}
