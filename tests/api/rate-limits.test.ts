import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { createTestApp, type TestContext } from '../helpers/test-app';
import { createTestAppWithPages } from '../helpers/web-app';

let ctx: TestContext;
let limited: TestContext;
// A fresh client address per run, so counts kept in a shared Redis never carry over.
const client = `198.18.${randomInt(256)}.${randomInt(256)}`;
const signInClient = `198.19.${randomInt(256)}.${randomInt(256)}`;

beforeAll(async () => {
  const redis: Record<string, string> = process.env.REDIS_URL
    ? { REDIS_URL: process.env.REDIS_URL }
    : {};
  limited = await createTestApp({ RATE_LIMIT: 'on', ...redis });
  ctx = await createTestApp({ RATE_LIMIT: 'off' });
});
afterAll(async () => {
  await limited.close();
  await ctx.close();
});

describe('public read API rate limits', () => {
  it('allows 100 requests a minute per client, then answers 429 with a clear message', async () => {
    for (let index = 0; index < 100; index++) {
      const path = ['/api/categories', '/api/people', '/api/directory', '/api/platforms'][
        index % 4
      ]!;
      const response = await limited.app.inject({ url: path, remoteAddress: client });
      expect(response.statusCode, `request ${index + 1}`).toBe(200);
    }
    const refused = await limited.app.inject({ url: '/api/people', remoteAddress: client });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many requests: the public API allows 100 requests per minute\. Try again in \d+ seconds\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const otherClient = await limited.app.inject({
      url: '/api/people',
      remoteAddress: `${client}1`.slice(0, 15),
    });
    expect(otherClient.statusCode).toBe(200);
  });

  it('tells clients their limit in the response headers', async () => {
    const response = await limited.app.inject({
      url: '/api/categories',
      remoteAddress: '198.18.255.254',
    });
    expect(response.headers['ratelimit-limit']).toBe('100');
    expect(Number(response.headers['ratelimit-remaining'])).toBeLessThan(100);
  });

  it('holds sign-in to 10 attempts a minute per address', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `someone-${signInClient}@example.com`, password: 'Wrong-guess-1' },
        remoteAddress: signInClient,
      });
    for (let index = 0; index < 10; index++) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many requests: sign-in allows 10 requests per minute\./,
    );
  });

  it('answers a JSON 429 with Retry-After and the RateLimit headers', async () => {
    const address = `198.18.${randomInt(256)}.${randomInt(256)}`;
    const responses = [];
    for (let index = 0; index < 101; index++) {
      responses.push(await limited.app.inject({ url: '/api/platforms', remoteAddress: address }));
    }
    const refused = responses.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(responses[0]!.headers['ratelimit-policy']).toBe('100;w=60, 5000;w=86400');
    expect(responses[99]!.headers['ratelimit-remaining']).toBe('0');
  });

  it('is off with RATE_LIMIT=off', async () => {
    for (let index = 0; index < 110; index++) {
      expect(
        (await ctx.app.inject({ url: '/api/categories', remoteAddress: client })).statusCode,
      ).toBe(200);
    }
  });
});

// The count shared through Redis, and what happens when Redis goes away, are in
// rate-limit-fallback.test.ts.
describe("the site's own pages", () => {
  let site: TestContext;
  const reader = `198.20.${randomInt(256)}.${randomInt(256)}`;
  const suggest = (headers: Record<string, string> = {}, remoteAddress = reader) =>
    site.app.inject({ url: '/api/people/suggestions?q=an', headers, remoteAddress });

  beforeAll(async () => {
    const redis: Record<string, string> = process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL }
      : {};
    site = await createTestAppWithPages({ RATE_LIMIT: 'on', ...redis });
  });
  afterAll(() => site.close());

  /** The visit token a page the server sent carries, as the web app reads it. */
  async function visitOfPage() {
    const page = await site.app.inject({ url: '/', remoteAddress: reader });
    expect(page.statusCode).toBe(200);
    const token = cheerio.load(page.body)('meta[name="site-visit"]').attr('content');
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    return { 'x-site-visit': token! };
  }

  it('let a person type past the public API quota, up to 300 reads a minute per visit', async () => {
    const visit = await visitOfPage();
    for (let index = 0; index < 300; index++) {
      const response = await suggest(visit);
      expect(response.statusCode, `request ${index + 1}`).toBe(200);
    }
    const refused = await suggest(visit);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many requests: the site's pages in one visit allows 300 requests per minute\. Try again in \d+ seconds\.$/,
    );
    // The same address without the page's token still has the public API's whole quota.
    expect((await suggest()).statusCode).toBe(200);
  });

  it('count a token the server did not write as the public API', async () => {
    const stranger = `198.21.${randomInt(256)}.${randomInt(256)}`;
    const [id] = (await visitOfPage())['x-site-visit'].split('.');
    for (const forged of [`${id}.forged`, 'anything', `${id}.`]) {
      for (let index = 0; index < 34; index++) await suggest({ 'x-site-visit': forged }, stranger);
    }
    const refused = await suggest({ 'x-site-visit': 'anything' }, stranger);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests: the public API allows 100/);
  });

  it('hold one address to 600 reads a minute across visits, however many pages it fetches', async () => {
    const farm = `198.22.${randomInt(256)}.${randomInt(256)}`;
    let answered = 0;
    for (let visit = 0; visit < 3; visit++) {
      const token = await visitOfPage();
      for (let index = 0; index < 250; index++) {
        if ((await suggest(token, farm)).statusCode === 200) answered += 1;
      }
    }
    expect(answered).toBe(600);
  });
});

describe('rate limits across several app instances', () => {
  async function burst(instances: TestContext[], address: string, requests: number) {
    const statuses = [];
    for (let index = 0; index < requests; index++) {
      const instance = instances[index % instances.length]!;
      const response = await instance.app.inject({
        url: '/api/categories',
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('count apart in memory without Redis, each instance on its own', async () => {
    const first = await createTestApp({ RATE_LIMIT: 'on' });
    const second = await createTestApp({ RATE_LIMIT: 'on' });
    try {
      const address = `198.21.${randomInt(256)}.${randomInt(256)}`;
      const statuses = await burst([first, second], address, 200);
      expect(statuses.every((status) => status === 200)).toBe(true);
      expect((await burst([first], address, 1))[0]).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
