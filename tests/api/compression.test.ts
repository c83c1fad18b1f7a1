import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeoplePage } from '../../src/shared/schemas/people';
import { createAccount, createPerson } from '../helpers/factories';
import { signedInUser, type SignedInUser } from '../helpers/signed-in';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

/** Answers made afresh for every request. */
let fresh: TestContext;
/** Visitors' answers kept for the next visitor. */
let kept: TestContext;
let alice: SignedInUser;
const image = Buffer.alloc(4096, 7);

beforeAll(async () => {
  const assets = { 'assets/photo-1a2b3c.png': image };
  fresh = await createTestAppWithPages({ READ_CACHE_SECONDS: '0' }, assets);
  kept = await createTestAppWithPages({ READ_CACHE_SECONDS: '30' });
  alice = await signedInUser(kept);
  for (const ctx of [fresh, kept]) {
    for (let index = 0; index < 12; index += 1) {
      const person = await createPerson(ctx.database.db, {
        firstName: `Listed${index}`,
        lastName: 'Compressible',
        profession: 'Singer and songwriter',
      });
      await createAccount(ctx.database.db, { personId: person.id, status: 'verified' });
    }
  }
});
afterAll(async () => {
  await fresh?.close();
  await kept?.close();
});

const LIST = '/api/people?search=compressible';

const read = (ctx: TestContext, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers });

const decoded = (response: Awaited<ReturnType<typeof read>>) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
};

const varyNames = (response: Awaited<ReturnType<typeof read>>) =>
  String(response.headers.vary)
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('API answers', () => {
  it.each(['br', 'gzip'])(
    'are sent as %s to a client that takes it, the same answer',
    async (encoding) => {
      const plain = await read(fresh, LIST);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);

      const compressed = await read(fresh, LIST, { 'accept-encoding': encoding });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decoded(compressed)).toBe(plain.body);
      expect(varyNames(compressed).filter((name) => name === 'accept-encoding')).toHaveLength(1);
      expect(compressed.headers.etag).toBe(plain.headers.etag);
    },
  );

  it('prefer Brotli when the client takes both, as browsers say', async () => {
    const response = await read(fresh, LIST, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers['content-encoding']).toBe('br');
    const gzipOnly = await read(fresh, LIST, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
  });

  it('are sent as they are when small', async () => {
    const response = await read(fresh, '/api/people?search=nobodyatall', {
      'accept-encoding': 'br',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json<PeoplePage>().people).toEqual([]);
  });

  it('answer HEAD with the headers alone', async () => {
    const response = await fresh.app.inject({
      method: 'HEAD',
      url: LIST,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toHaveLength(0);
  });
});

describe('kept visitors’ answers', () => {
  it.each(['br', 'gzip'])(
    'are sent as %s every time, the same as the fresh answer',
    async (encoding) => {
      const url = `${LIST}&verification=verified&${encoding}`;
      const first = await read(kept, url, { 'accept-encoding': encoding });
      // Written past the app, so only a fresh read of the database would show it.
      await createPerson(kept.database.db, {
        firstName: `Unseen${encoding}`,
        lastName: 'Compressible',
      });
      const second = await read(kept, url, { 'accept-encoding': encoding });
      const plain = await read(kept, url);

      for (const response of [first, second]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(varyNames(response)).toContain('accept-encoding');
        expect(response.headers.etag).toBe(plain.headers.etag);
        expect(decoded(response)).toBe(plain.body);
      }
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).not.toContain('Unseen');
    },
  );

  it('are never sent to a signed-in reader, compressed or not', async () => {
    const url = `${LIST}&limit=50`;
    await read(kept, url, { 'accept-encoding': 'br' });
    await createPerson(kept.database.db, { firstName: 'Personal', lastName: 'Compressible' });
    const signedIn = await read(kept, url, { ...alice.headers, 'accept-encoding': 'br' });
    expect(signedIn.headers['content-encoding']).toBe('br');
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(decoded(signedIn)).toContain('Personal');
  });

  it('revalidate with a 304 and no body', async () => {
    const first = await read(kept, LIST, { 'accept-encoding': 'br' });
    const again = await read(kept, LIST, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });
});

describe('the directory export', () => {
  it('streams compressed and still parses', async () => {
    const plain = await read(fresh, '/api/directory?format=csv');
    const compressed = await read(fresh, '/api/directory?format=csv', {
      'accept-encoding': 'gzip',
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-disposition']).toMatch(/^attachment; filename="directory-/);
    const records = parse(decoded(compressed), { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(12);
    expect(decoded(compressed)).toBe(plain.body);

    const head = await fresh.app.inject({
      method: 'HEAD',
      url: '/api/directory?format=csv',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload).toHaveLength(0);
  });
});

describe('pages', () => {
  it.each(['/', '/privacy'])('%s is sent compressed, the whole page', async (url) => {
    const plain = await read(fresh, url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await read(fresh, url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/^text\/html/);
    expect(varyNames(compressed)).toContain('accept-encoding');
    const page = decoded(compressed);
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<div id="root">');
    expect(page.trimEnd()).toMatch(/<\/html>$/);
  });

  it('a person page is sent compressed', async () => {
    const [person] = (await read(fresh, LIST).then((response) => response.json<PeoplePage>()))
      .people;
    const url = `/people/${person!.slug}`;
    const plain = await read(fresh, url);
    const compressed = await read(fresh, url, { 'accept-encoding': 'gzip' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(decoded(compressed)).toContain(`<title>${person!.firstName} Compressible`);
    expect(decoded(compressed).trimEnd()).toMatch(/<\/html>$/);
    expect(plain.body).toContain(`<title>${person!.firstName} Compressible`);
  });

  it('images are sent as they are', async () => {
    const response = await read(fresh, '/assets/photo-1a2b3c.png', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(image)).toBe(true);
  });
});
