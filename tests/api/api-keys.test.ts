import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, users } from '../../src/server/model/schema';
import type { ApiKeyList, CreatedApiKey } from '../../src/shared/schemas/api-keys';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let limited: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  const redis: Record<string, string> = process.env.REDIS_URL
    ? { REDIS_URL: process.env.REDIS_URL }
    : {};
  limited = await createTestApp({ RATE_LIMIT: 'on', ...redis });
  alice = await signedInUser(ctx);
  bob = await signedInUser(ctx);
});
afterAll(async () => {
  await ctx.close();
  await limited.close();
});

const createKey = async (user: SignedInUser, name = 'My mirror', app = ctx) =>
  send(app, 'POST', '/api/api-keys', { name }, user);
const listKeys = async (user: SignedInUser) =>
  (await send(ctx, 'GET', '/api/api-keys', undefined, user)).json<ApiKeyList>().keys;
const readWithKey = (key: string, app = ctx, remoteAddress = '203.0.113.9') =>
  app.app.inject({ url: '/api/categories', headers: { 'x-api-key': key }, remoteAddress });

describe('API keys', () => {
  it('shows a new key once, lists it without the key, and stores only its digest', async () => {
    const response = await createKey(alice, '  Research script  ');
    expect(response.statusCode).toBe(201);
    const created = response.json<CreatedApiKey>();
    expect(created.name).toBe('Research script');
    expect(created.key).toMatch(/^vv_[\w-]{40,}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.lastUsedAt).toBeNull();

    const listed = await listKeys(alice);
    expect(listed).toContainEqual({
      id: created.id,
      name: 'Research script',
      prefix: created.prefix,
      createdAt: created.createdAt,
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(created.key);
    const [stored] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(stored)).not.toContain(created.key);
    expect(await listKeys(bob)).toEqual([]);
  });

  it('lets a key read the public API and notes when it was used', async () => {
    const { key, id } = (await createKey(alice)).json<CreatedApiKey>();
    expect((await readWithKey(key)).statusCode).toBe(200);
    const used = (await listKeys(alice)).find((listed) => listed.id === id);
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it('refuses an unknown or empty key with 401 instead of silently ignoring it', async () => {
    for (const key of ['vv_not-a-real-key', '']) {
      const response = await readWithKey(key);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid or revoked API key' });
    }
  });

  it('stops a key at once when its owner revokes it; nobody else can revoke it', async () => {
    const { key, id } = (await createKey(alice)).json<CreatedApiKey>();
    const byBob = await send(ctx, 'DELETE', `/api/api-keys/${id}`, undefined, bob);
    expect(byBob.statusCode).toBe(404);
    expect((await readWithKey(key)).statusCode).toBe(200);

    const revoked = await send(ctx, 'DELETE', `/api/api-keys/${id}`, undefined, alice);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: 'API key revoked' });
    expect((await readWithKey(key)).statusCode).toBe(401);
    expect((await listKeys(alice)).map((listed) => listed.id)).not.toContain(id);
    expect((await send(ctx, 'DELETE', `/api/api-keys/${id}`, undefined, alice)).statusCode).toBe(
      404,
    );
  });

  it("stops working when its owner's account is disabled", async () => {
    const carol = await signedInUser(ctx);
    const { key } = (await createKey(carol)).json<CreatedApiKey>();
    await ctx.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, carol.id));
    expect((await readWithKey(key)).statusCode).toBe(401);
  });

  it('needs a signed-in user with a verified e-mail to create one, and a name', async () => {
    expect((await send(ctx, 'POST', '/api/api-keys', { name: 'x' })).statusCode).toBe(401);
    expect((await send(ctx, 'GET', '/api/api-keys')).statusCode).toBe(401);
    const unverified = await signedInUser(ctx, { isVerified: false });
    const refused = await createKey(unverified);
    expect(refused.statusCode).toBe(403);
    const unnamed = await createKey(alice, '   ');
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors.name).toEqual(['Key name is required']);
  });

  it('holds each user to 10 active keys, even when asked at once', async () => {
    const dave = await signedInUser(ctx);
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, index) => createKey(dave, `key ${index}`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json().message).toBe(
      'You can have at most 10 API keys. Revoke one to create another.',
    );
    expect(await listKeys(dave)).toHaveLength(10);
  });
});

describe('limits with an API key', () => {
  it('are ten times higher and counted per key, whatever address the requests come from', async () => {
    const erin = await signedInUser(limited);
    const { key } = (await createKey(erin, 'Bulk reader', limited)).json<CreatedApiKey>();
    const address = () => `198.51.${randomInt(256)}.${randomInt(256)}`;
    const first = await readWithKey(key, limited, address());
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe('1000');
    expect(first.headers['ratelimit-policy']).toBe('1000;w=60, 50000;w=86400');

    const client = address();
    for (let index = 0; index < 150; index++) {
      expect((await readWithKey(key, limited, client)).statusCode, `request ${index}`).toBe(200);
    }
    const later = await readWithKey(key, limited, address());
    expect(Number(later.headers['ratelimit-remaining'])).toBe(1000 - 152);

    const withoutKey = await limited.app.inject({ url: '/api/categories', remoteAddress: client });
    expect(withoutKey.headers['ratelimit-limit']).toBe('100');
  });
});
