import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personPath } from '../../src/shared/slug';
import type { CreatedApiKey } from '../../src/shared/schemas/api-keys';
import { createPerson } from '../helpers/factories';
import { multipartBody } from '../helpers/multipart';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import type { TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

let ctx: TestContext;

beforeAll(async () => {
  const redis: Record<string, string> = process.env.REDIS_URL
    ? { REDIS_URL: process.env.REDIS_URL }
    : {};
  ctx = await createTestAppWithPages({ RATE_LIMIT: 'on', ...redis });
});
afterAll(() => ctx.close());

/** A fresh client address, so counts kept in a shared Redis never carry over. */
const clientAddress = () => `198.18.${randomInt(256)}.${randomInt(256)}`;

const PUBLIC_API_REFUSAL =
  /^Too many requests: the public API allows 100 requests per minute\. Try again in \d+ seconds\.$/;

describe('person pages and the sitemap', () => {
  it('count with the public API per client: 100 a minute, then 429', async () => {
    const person = await createPerson(ctx.database.db);
    const client = clientAddress();
    const read = (url: string, remoteAddress = client) => ctx.app.inject({ url, remoteAddress });
    for (let index = 0; index < 100; index++) {
      const url = [personPath(person), '/sitemap.xml', '/api/categories'][index % 3]!;
      expect((await read(url)).statusCode, `${url}, request ${index + 1}`).toBe(200);
    }
    for (const url of [personPath(person), '/sitemap.xml', '/api/categories']) {
      const refused = await read(url);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json().message).toMatch(PUBLIC_API_REFUSAL);
    }
    const otherClient = await read(personPath(person), clientAddress());
    expect(otherClient.statusCode).toBe(200);
    expect(otherClient.headers['ratelimit-limit']).toBe('100');
  });
});

describe('requests with a wrong X-API-Key', () => {
  it('count against their address like requests without a key: 401 until the limit, then 429', async () => {
    const client = clientAddress();
    const withWrongKey = (index: number) =>
      ctx.app.inject({
        url: '/api/categories',
        headers: { 'x-api-key': `vv_not-a-key-${index}` },
        remoteAddress: client,
      });
    for (let index = 0; index < 100; index++) {
      const answer = await withWrongKey(index);
      expect(answer.statusCode, `request ${index + 1}`).toBe(401);
      expect(answer.json().message).toBe('Invalid or revoked API key');
    }
    const refused = await withWrongKey(100);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(PUBLIC_API_REFUSAL);
    const withoutKey = await ctx.app.inject({ url: '/api/categories', remoteAddress: client });
    expect(withoutKey.statusCode).toBe(429);
  });
});

describe('API keys', () => {
  const createKey = async (user: SignedInUser) =>
    send(ctx, 'POST', '/api/api-keys', { name: 'Mirror' }, user);
  const revokeKey = async (user: SignedInUser, id: number) =>
    send(ctx, 'DELETE', `/api/api-keys/${id}`, undefined, user);
  const readWithKey = (key: string) =>
    ctx.app.inject({
      url: '/api/categories',
      headers: { 'x-api-key': key },
      remoteAddress: clientAddress(),
    });

  it('can be created 5 times an hour per user, revoked ones included', async () => {
    const user = await signedInUser(ctx);
    const created = [];
    for (let index = 0; index < 5; index++) {
      const answer = await createKey(user);
      expect(answer.statusCode, `key ${index + 1}`).toBe(201);
      created.push(answer.json<CreatedApiKey>());
    }
    expect((await revokeKey(user, created[0]!.id)).statusCode).toBe(200);
    const refused = await createKey(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many requests: API key creation allows 5 requests per hour\. Try again in \d+ seconds\.$/,
    );
    expect((await createKey(await signedInUser(ctx))).statusCode).toBe(201);
  });

  it("are counted per owner: a new key after revoking one goes on with the old key's count", async () => {
    const user = await signedInUser(ctx);
    const first = (await createKey(user)).json<CreatedApiKey>();
    for (let index = 0; index < 10; index++) {
      expect((await readWithKey(first.key)).statusCode).toBe(200);
    }
    expect((await revokeKey(user, first.id)).statusCode).toBe(200);
    const second = (await createKey(user)).json<CreatedApiKey>();
    const read = await readWithKey(second.key);
    expect(read.statusCode).toBe(200);
    expect(read.headers['ratelimit-limit']).toBe('1000');
    expect(read.headers['ratelimit-remaining']).toBe(String(1000 - 11));
  });
});

describe('image uploads', () => {
  it('are held to 20 an hour per user, from any address', async () => {
    const image = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const upload = (user: SignedInUser) => {
      const body = multipartBody('image', 'picture.png', 'image/png', image);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        payload: body.payload,
        headers: { ...body.headers, ...user.headers },
        remoteAddress: clientAddress(),
      });
    };
    const user = await signedInUser(ctx);
    for (let index = 0; index < 20; index++) {
      expect((await upload(user)).statusCode, `upload ${index + 1}`).toBe(201);
    }
    const refused = await upload(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many requests: image uploads allows 20 requests per hour\. Try again in \d+ seconds\.$/,
    );
    expect((await upload(await signedInUser(ctx))).statusCode).toBe(201);
  });
});
