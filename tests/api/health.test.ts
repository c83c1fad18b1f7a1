import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OwnRedisServer } from '../helpers/redis-server';
import { createTestApp, type TestContext } from '../helpers/test-app';

/** A Redis of this file's own, so it can be stopped without touching anyone else's. */
const REDIS_PORT = 6393;

const redis = new OwnRedisServer(REDIS_PORT);
let ctx: TestContext;

interface Readiness {
  ready: boolean;
  dependencies: { name: string; required: boolean; up: boolean; detail: string }[];
}

async function readiness() {
  const response = await ctx.app.inject('/health/ready');
  return { status: response.statusCode, body: response.json<Readiness>(), response };
}

beforeAll(async () => {
  await redis.start();
  ctx = await createTestApp({ RATE_LIMIT: 'on', REDIS_URL: redis.url });
});

afterAll(async () => {
  await ctx?.close();
  await redis.close();
});

describe('the liveness and readiness checks', () => {
  it('answers the liveness check without asking anything of its dependencies', async () => {
    await redis.kill();
    const response = await ctx.app.inject('/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ live: true });
    await redis.start();
  });

  it('is ready while its database answers, and says how each dependency is', async () => {
    await vi.waitFor(
      async () =>
        expect((await readiness()).body.dependencies).toContainEqual(
          expect.objectContaining({ name: 'Redis (rate limits)', up: true }),
        ),
      { timeout: 10_000, interval: 200 },
    );
    const { status, body, response } = await readiness();
    expect(status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body.ready).toBe(true);
    expect(body.dependencies).toContainEqual({
      name: 'database',
      required: true,
      up: true,
      detail: 'the primary answers: reads and writes are served',
    });
  });

  it('stays ready without Redis, saying what is degraded, and reports it back when it returns', async () => {
    await redis.kill();
    await vi.waitFor(
      async () =>
        expect((await readiness()).body.dependencies).toContainEqual({
          name: 'Redis (rate limits)',
          required: false,
          up: false,
          detail: 'rate limits are counted in memory on this instance',
        }),
      { timeout: 10_000, interval: 200 },
    );
    expect((await readiness()).status).toBe(200);
    const serialised = JSON.stringify((await readiness()).body);
    expect(serialised).not.toContain(String(REDIS_PORT));

    await redis.start();
    await vi.waitFor(
      async () =>
        expect((await readiness()).body.dependencies).toContainEqual(
          expect.objectContaining({ name: 'Redis (rate limits)', up: true }),
        ),
      { timeout: 15_000, interval: 200 },
    );
  });

  it('asks its dependencies once for all the readiness requests of a second, and rate-limits neither check', async () => {
    let checks = 0;
    ctx.app.reportDependency({
      name: 'counted',
      required: false,
      state: async () => {
        checks += 1;
        await sleep(50);
        return { up: true, detail: 'counted' };
      },
    });
    const poll = (url: string) => ctx.app.inject({ url, remoteAddress: '198.51.100.9' });
    // The clock stands still, past the checks of the tests before: every request below
    // comes within the same second.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1000);
    try {
      const together = await Promise.all(Array.from({ length: 50 }, () => poll('/health/ready')));
      const oneByOne = [];
      for (let index = 0; index < 150; index++) oneByOne.push(await poll('/health/ready'));
      for (const response of [...together, ...oneByOne]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['ratelimit-limit']).toBeUndefined();
        expect(response.json<Readiness>().dependencies).toContainEqual(
          expect.objectContaining({ name: 'counted', up: true }),
        );
      }
      expect(checks).toBe(1);

      vi.setSystemTime(Date.now() + 1000);
      expect((await poll('/health/ready')).statusCode).toBe(200);
      expect(checks).toBe(2);
    } finally {
      vi.useRealTimers();
    }
    for (let index = 0; index < 200; index++) {
      const live = await poll('/health/live');
      expect(live.statusCode).toBe(200);
      expect(live.headers['ratelimit-limit']).toBeUndefined();
    }
  });
});
