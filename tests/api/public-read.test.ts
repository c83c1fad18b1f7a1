import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let alice: SignedInUser;
const ORIGIN = 'https://mirror.example';

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signedInUser(ctx);
  await createPerson(ctx.database.db, { firstName: 'Etag', lastName: 'Person' });
});
afterAll(() => ctx.close());

const read = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers });

describe('revalidation of public reads', () => {
  it('sends an ETag and a public Cache-Control, and answers 304 to a matching If-None-Match', async () => {
    const first = await read('/api/people?search=etag');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=30');

    const again = await read('/api/people?search=etag', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const listed = await read('/api/people?search=etag', { 'if-none-match': `"other", ${etag}` });
    expect(listed.statusCode).toBe(304);
  });

  it('answers the whole body again once the data changed', async () => {
    const before = await read('/api/people?search=changing');
    await createPerson(ctx.database.db, { firstName: 'Changing', lastName: 'Data' });
    const after = await read('/api/people?search=changing', {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().people.map((person: { firstName: string }) => person.firstName)).toEqual([
      'Changing',
    ]);
  });

  it('keeps a signed-in reader’s answers out of shared caches', async () => {
    const response = await send(ctx, 'GET', '/api/people', undefined, alice);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Authorization');
  });

  it('leaves errors and writes without validators', async () => {
    const missing = await read('/api/people/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const signedIn = await send(ctx, 'GET', '/api/user', undefined, alice);
    expect(signedIn.headers.etag).toBeUndefined();
  });
});

describe('CORS', () => {
  it('lets any origin read the public API with GET and see its headers', async () => {
    const response = await read('/api/directory', { origin: ORIGIN });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-expose-headers']).toContain('ETag');
    expect(response.headers['access-control-expose-headers']).toContain('Link');
  });

  it('answers preflights for GET with an API key, and allows no other method', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/people',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('X-API-Key');
  });

  it('gives signed-in and write endpoints no CORS headers', async () => {
    const user = await send(ctx, 'GET', '/api/user', undefined, alice);
    expect(user.headers['access-control-allow-origin']).toBeUndefined();
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/people',
      headers: { origin: ORIGIN, ...alice.headers },
      payload: {},
    });
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
    const page = await read('/api/user', { origin: ORIGIN });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });
});
