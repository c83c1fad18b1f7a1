import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestAppWithPages(
    {},
    {
      'assets/app-1a2b3c.js': script,
      'assets/app-1a2b3c.js.br': brotliCompressSync(script),
      'assets/app-1a2b3c.js.gz': gzipSync(script),
      'assets/app-1a2b3c.js.map': '{"version":3,"sources":["src/web/main.tsx"]}',
    },
  );
});
afterAll(() => ctx.close());

const fetchScript = (acceptEncoding?: string) =>
  ctx.app.inject({
    url: '/assets/app-1a2b3c.js',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('built assets', () => {
  it('never include the source maps of the build', async () => {
    const response = await ctx.app.inject('/assets/app-1a2b3c.js.map');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('src/web/main.tsx');
  });

  it('are sent as the Brotli copy to browsers that accept it, cached for a year', async () => {
    const response = await fetchScript('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('are sent as the gzip copy, or as they are, to clients that accept only that', async () => {
    const gzipped = await fetchScript('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await fetchScript();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
