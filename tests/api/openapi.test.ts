import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://directory.example' });
});
afterAll(() => ctx.close());

/** Redirects answer no body, so they need no response schema. */
const REDIRECTS = new Set(['/api/verify-email/:token']);

const apiRoutes = () =>
  ctx.app.registeredRoutes.filter(
    (route) => route.url.startsWith('/api/') && route.url !== '/api/openapi.json',
  );
const methodsOf = (method: string | string[]) =>
  (Array.isArray(method) ? method : [method]).filter((name) => name !== 'HEAD');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and names this server', async () => {
    const response = await ctx.app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'https://directory.example' }]);
  });

  it('describes the image upload’s multipart body: its one field, the types and the size', async () => {
    const document = (await ctx.app.inject('/api/openapi.json')).json();
    const body = document.paths['/api/upload/image'].post.requestBody;
    expect(body.required).toBe(true);
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    const schema = body.content['multipart/form-data'].schema;
    expect(schema.required).toEqual(['image']);
    expect(Object.keys(schema.properties)).toEqual(['image']);
    expect(schema.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema.properties.image.description).toMatch(/JPEG, PNG, WebP or GIF, at most 5 MB/);
  });

  it('describes the people list with its parameters and response', async () => {
    const document = (await ctx.app.inject('/api/openapi.json')).json();
    const operation = document.paths['/api/people'].get;
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['search', 'verification', 'minRating', 'category', 'page', 'limit']),
    );
    const body = operation.responses['200'].content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual([
      'people',
      'total',
      'totalIsEstimate',
      'page',
      'limit',
    ]);
    expect(operation.responses['400']).toBeDefined();
  });

  it('declares a summary, tags and a response schema for every API route, and lists each one', async () => {
    const document = (await ctx.app.inject('/api/openapi.json')).json();
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const name = `${String(route.method)} ${route.url}`;
      expect(route.schema?.summary, name).toBeTruthy();
      expect(route.schema?.tags, name).toBeTruthy();
      if (!REDIRECTS.has(route.url)) expect(route.schema?.response, name).toBeTruthy();
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of methodsOf(route.method)) {
        expect(
          document.paths[path]?.[method.toLowerCase()],
          `${name} in the document`,
        ).toBeDefined();
      }
    }
  });
});

describe('the OpenAPI document as served', () => {
  const DOCUMENT = '/api/openapi.json';
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ PUBLIC_URL: 'https://directory.example', RATE_LIMIT: 'on' });
  });
  afterAll(() => limited.close());

  const read = (headers: Record<string, string> = {}) =>
    limited.app.inject({ url: DOCUMENT, headers, remoteAddress: '198.51.100.7' });

  it('is the same prepared bytes to 200 requests of one client, in each encoding, under one ETag, outside the rate limit', async () => {
    const encodings = [undefined, 'gzip', 'br'] as const;
    const firstOf = new Map<string | undefined, Awaited<ReturnType<typeof read>>>();
    for (let index = 0; index < 200; index++) {
      const encoding = encodings[index % encodings.length];
      const response = await read(encoding ? { 'accept-encoding': encoding } : {});
      const first = firstOf.get(encoding) ?? response;
      firstOf.set(encoding, first);
      expect(response.statusCode, `request ${index + 1}`).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(response.headers['ratelimit-limit']).toBeUndefined();
      expect(response.headers.etag).toBe(first.headers.etag);
      expect(response.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    const identity = firstOf.get(undefined)!;
    expect(identity.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(identity.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(identity.headers['access-control-allow-origin']).toBe('*');
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.json().openapi).toBe('3.1.0');
    const gzip = firstOf.get('gzip')!;
    const br = firstOf.get('br')!;
    expect(gunzipSync(gzip.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 10);
    expect(new Set([identity, gzip, br].map((response) => response.headers.etag)).size).toBe(1);
  });

  it('answers 304 without a body to a client that has it', async () => {
    const { etag } = (await read()).headers;
    const again = await read({ 'if-none-match': String(etag), 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
  });
});
