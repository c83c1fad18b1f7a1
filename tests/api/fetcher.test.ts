import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import {
  FETCH_MAX_BYTES,
  fetchPage,
  FetchRefused,
  FetchUnreachable,
  HOST_PAUSE_MS,
  MAX_FETCHES_AT_ONCE,
} from '../../src/server/platform/fetcher';

interface LocalSite {
  base: string;
  /** The path of every request that reached the server, with when it arrived. */
  hits: { path: string; at: number }[];
  close: () => Promise<void>;
}

async function startSite(
  host: string,
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<LocalSite> {
  const hits: LocalSite['hits'] = [];
  const server = createServer((request, response) => {
    hits.push({ path: request.url ?? '', at: Date.now() });
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    base: `http://${host}:${(server.address() as AddressInfo).port}`,
    hits,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// Only 127.0.0.1 is allowed: the second site, on 127.0.0.2, stands for a private address.
const { allowedPrivateAddresses } = loadConfig({ ALLOWED_PRIVATE_ADDRESSES: '127.0.0.1/32' });
// Every site here is on 127.0.0.1: tests that are not about the spacing per host skip it, so
// that a chain of redirects does not take a second a hop.
const allowed = { allowedPrivateAddresses, spacedPerHost: false };

let site: LocalSite;
let privateSite: LocalSite;
let otherPort: LocalSite;
let inFlight = 0;
let mostInFlight = 0;

beforeAll(async () => {
  privateSite = await startSite('127.0.0.2', (_request, response) => response.end('private'));
  otherPort = await startSite('127.0.0.1', (_request, response) => response.end('<a>page</a>'));
  site = await startSite('127.0.0.1', (request, response) => {
    const path = request.url ?? '';
    const hops = /^\/hops\/(\d+)$/.exec(path);
    if (hops) {
      const left = Number(hops[1]);
      return response.writeHead(302, { location: left ? `/hops/${left - 1}` : '/page' }).end();
    }
    const routes: Record<string, () => void> = {
      '/page': () =>
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end('<title>A page</title>'),
      '/gone': () => response.writeHead(404, { 'content-type': 'text/plain' }).end('Not here'),
      '/to-private': () => response.writeHead(302, { location: `${privateSite.base}/` }).end(),
      '/to-other-port': () => response.writeHead(302, { location: `${otherPort.base}/page` }).end(),
      '/to-other-host': () =>
        response
          .writeHead(302, { location: `${site.base.replace('127.0.0.1', 'localhost')}/page` })
          .end(),
      '/never': () => undefined,
      '/huge': () => response.writeHead(200).end('x'.repeat(3 * FETCH_MAX_BYTES)),
      '/held': () => {
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        setTimeout(() => {
          inFlight--;
          response.end('done');
        }, 300);
      },
    };
    (routes[path] ?? (() => response.writeHead(404).end()))();
  });
});
afterAll(async () => {
  await site.close();
  await privateSite.close();
  await otherPort.close();
});

const hitsOf = (target: LocalSite, path: string) => target.hits.filter((hit) => hit.path === path);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the fetch was not refused'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(FetchRefused);
      return (error as FetchRefused).reason;
    },
  );

describe('fetchPage', () => {
  it('fetches a page on an allowed private address, and gives any status to the caller', async () => {
    const page = await fetchPage(`${site.base}/page`, allowed);
    expect(page).toMatchObject({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<title>A page</title>',
    });
    expect(page.url.href).toBe(`${site.base}/page`);
    const gone = await fetchPage(`${site.base}/gone`, allowed);
    expect(gone).toMatchObject({ status: 404, body: 'Not here' });
  });

  it('follows up to 5 redirects and says where it landed', async () => {
    const page = await fetchPage(`${site.base}/hops/4`, allowed);
    expect(page.status).toBe(200);
    expect(page.url.href).toBe(`${site.base}/page`);
  });

  it('refuses a sixth redirect without making it', async () => {
    const before = site.hits.length;
    expect(await refusal(fetchPage(`${site.base}/hops/5`, allowed))).toBe('too-many-redirects');
    expect(site.hits.slice(before).map((hit) => hit.path)).toEqual(
      [5, 4, 3, 2, 1, 0].map((left) => `/hops/${left}`),
    );
  });

  it('refuses a private address without the allowance, and sends it nothing', async () => {
    const before = site.hits.length;
    expect(await refusal(fetchPage(`${site.base}/page`))).toBe('private-address');
    const byName = `${site.base.replace('127.0.0.1', 'localhost')}/page`;
    expect(await refusal(fetchPage(byName))).toBe('private-address');
    expect(site.hits.length).toBe(before);
  });

  it('refuses a redirect into a private address that is not allowed, and never contacts it', async () => {
    expect(await refusal(fetchPage(`${site.base}/to-private`, allowed))).toBe('private-address');
    expect(hitsOf(site, '/to-private')).toHaveLength(1);
    expect(privateSite.hits).toEqual([]);
  });

  it('refuses what is not http(s)', async () => {
    expect(await refusal(fetchPage('ftp://example.com/file', allowed))).toBe('unsupported-address');
    expect(await refusal(fetchPage('not an address', allowed))).toBe('unsupported-address');
  });

  it('fetches only the allowed origins, redirects included', async () => {
    const before = site.hits.length;
    const elsewhere = fetchPage(`${site.base}/page`, {
      ...allowed,
      allowedOrigins: ['https://example.com'],
    });
    expect(await refusal(elsewhere)).toBe('origin-not-allowed');
    expect(site.hits.length).toBe(before);

    const redirected = fetchPage(`${site.base}/to-other-host`, {
      ...allowed,
      allowedOrigins: [site.base],
    });
    expect(await refusal(redirected)).toBe('origin-not-allowed');
    expect(site.hits.slice(before).map((hit) => hit.path)).toEqual(['/to-other-host']);
  });

  it('takes neither another port nor another scheme of an allowed host for it', async () => {
    const before = otherPort.hits.length;
    const sameHostOtherPort = fetchPage(`${site.base}/to-other-port`, {
      ...allowed,
      allowedOrigins: [site.base],
    });
    expect(await refusal(sameHostOtherPort)).toBe('origin-not-allowed');
    expect(otherPort.hits.length).toBe(before);

    const httpsOnly = fetchPage(`${site.base}/page`, {
      ...allowed,
      allowedOrigins: [site.base.replace('http:', 'https:')],
    });
    expect(await refusal(httpsOnly)).toBe('origin-not-allowed');
  });

  it('gives up on a server that never answers', async () => {
    const started = Date.now();
    const error = await fetchPage(`${site.base}/never`, { ...allowed, timeoutMs: 300 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(FetchUnreachable);
    expect((error as FetchUnreachable).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('says a closed port is unreachable', async () => {
    const closed = await startSite('127.0.0.1', () => undefined);
    await closed.close();
    const error = await fetchPage(`${closed.base}/`, allowed).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchUnreachable);
    expect((error as FetchUnreachable).reason).toBe('network');
  });

  it('reads at most 1 MB of a body', async () => {
    const page = await fetchPage(`${site.base}/huge`, allowed);
    expect(page.status).toBe(200);
    expect(page.body.length).toBe(FETCH_MAX_BYTES);
  });
});

describe('politeness', () => {
  it(`keeps at most ${MAX_FETCHES_AT_ONCE} requests in flight at once`, async () => {
    mostInFlight = 0;
    const pages = await Promise.all(
      Array.from({ length: 6 }, () => fetchPage(`${site.base}/held`, allowed)),
    );
    expect(pages.map((page) => page.body)).toEqual(Array(6).fill('done'));
    expect(mostInFlight).toBe(MAX_FETCHES_AT_ONCE);
  });

  it('waits a second between two requests to one host', async () => {
    const before = site.hits.length;
    await Promise.all([
      fetchPage(`${site.base}/page`, { allowedPrivateAddresses }),
      fetchPage(`${site.base}/gone`, { allowedPrivateAddresses }),
    ]);
    const [first, second] = site.hits.slice(before);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(HOST_PAUSE_MS);
  });
});
