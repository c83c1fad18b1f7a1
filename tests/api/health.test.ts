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
});
