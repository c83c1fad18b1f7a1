import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_KEY_PREFIX } from '../../src/server/platform/rate-limits/rate-limits';
import { OwnRedisServer } from '../helpers/redis-server';
import { createTestApp, type TestContext } from '../helpers/test-app';

/** A Redis of this file's own, so it can be stopped without touching anyone else's. */
const REDIS_PORT = 6391;
/** The contact form allows 5 messages an hour per address: a small limit, cheap to reach. */
const CONTACT_LIMIT = 5;
/** Longest a request may take while Redis is gone, on a busy machine: no request waits for Redis. */
const OUTAGE_ANSWER_MS = 3000;

const redis = new OwnRedisServer(REDIS_PORT);
let first: TestContext;
let second: TestContext;

const clientAddress = () => `198.51.${randomInt(256)}.${randomInt(256)}`;

function contact(instance: TestContext, remoteAddress: string) {
  return instance.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    payload: {
      name: 'Pat Doe',
      email: 'pat@example.com',
      subject: 'A wrong account',
      message: 'The account listed for someone is fake.',
    },
  });
}

/** Sends contact messages from one address, alternating between the given instances. */
async function contactBurst(instances: TestContext[], remoteAddress: string, requests: number) {
  const answers = [];
  for (let index = 0; index < requests; index++) {
    const started = performance.now();
    const response = await contact(instances[index % instances.length]!, remoteAddress);
    answers.push({ status: response.statusCode, ms: performance.now() - started });
  }
  return answers;
}

const contactCountKey = (address: string) =>
  `${RATE_LIMIT_KEY_PREFIX}the contact form:hour:${address}`;

/** Waits until every given instance counts in Redis again (each reconnects on its own schedule). */
async function countingInRedis(...instances: TestContext[]) {
  await vi.waitFor(
    async () => {
      for (const instance of instances) {
        const probe = clientAddress();
        await instance.app.inject({ url: '/api/platforms', remoteAddress: probe });
        expect(
          await redis.inspector.exists(`${RATE_LIMIT_KEY_PREFIX}the public API:minute:${probe}`),
        ).toBe(1);
      }
    },
    { timeout: 15_000, interval: 200 },
  );
}

beforeAll(async () => {
  await redis.start();
  first = await createTestApp({ RATE_LIMIT: 'on', REDIS_URL: redis.url });
  second = await createTestApp({ RATE_LIMIT: 'on', REDIS_URL: redis.url });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await redis.close();
});

describe('rate limits when Redis goes away and comes back', () => {
  it('share one count through Redis while it answers', async () => {
    const address = clientAddress();
    const statuses = (await contactBurst([first, second], address, CONTACT_LIMIT + 2)).map(
      (answer) => answer.status,
    );
    expect(statuses).toEqual([...Array(CONTACT_LIMIT).fill(200), 429, 429]);
    expect(await redis.inspector.get(contactCountKey(address))).toBe(String(CONTACT_LIMIT + 2));
  });

  it('count in memory on each instance while Redis is down: answers stay quick and the limit holds', async () => {
    const warnings = [first, second].map((instance) => vi.spyOn(instance.app.log, 'warn'));
    await redis.kill();

    const address = clientAddress();
    for (const instance of [first, second]) {
      const answers = await contactBurst([instance], address, CONTACT_LIMIT + 1);
      expect(answers.map((answer) => answer.status)).toEqual([
        ...Array(CONTACT_LIMIT).fill(200),
        429,
      ]);
      const refused = await contact(instance, address);
      expect(refused.json().message).toMatch(
        /^Too many requests: the contact form allows 5 requests per hour\. Try again in \d+ seconds\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(OUTAGE_ANSWER_MS);
    }

    const reads = await Promise.all(
      Array.from({ length: 20 }, () =>
        first.app.inject({ url: '/api/categories', remoteAddress: clientAddress() }),
      ),
    );
    expect(reads.map((read) => read.statusCode)).toEqual(Array(20).fill(200));
    expect(reads[0]!.headers['ratelimit-limit']).toBe('100');

    for (const warn of warnings) {
      const outageWarnings = warn.mock.calls.filter(([, message]) =>
        String(message).startsWith('Redis unreachable'),
      );
      warn.mockRestore();
      expect(outageWarnings, 'one warning per outage').toHaveLength(1);
    }
  });

  it('count in Redis again, shared by both instances, once it is back', async () => {
    await redis.start();
    await countingInRedis(first, second);

    const address = clientAddress();
    const statuses = (await contactBurst([first, second], address, CONTACT_LIMIT + 1)).map(
      (answer) => answer.status,
    );
    expect(statuses).toEqual([...Array(CONTACT_LIMIT).fill(200), 429]);
    expect(await redis.inspector.get(contactCountKey(address))).toBe(String(CONTACT_LIMIT + 1));
    expect(await redis.inspector.pttl(contactCountKey(address))).toBeGreaterThan(59 * 60 * 1000);
  });
});

describe('rate limits when Redis hangs', () => {
  it('wait at most the command timeout, then count in memory until Redis answers again', async () => {
    redis.signal('SIGSTOP');
    try {
      const address = clientAddress();
      const answers = await contactBurst([first], address, CONTACT_LIMIT + 1);
      expect(answers.map((answer) => answer.status)).toEqual([
        ...Array(CONTACT_LIMIT).fill(200),
        429,
      ]);
      // One command waits for its timeout (a second); the rest count in memory meanwhile.
      expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(1000 + OUTAGE_ANSWER_MS);
    } finally {
      redis.signal('SIGCONT');
    }
    await countingInRedis(first);
  });
});

describe('an instance started while Redis is down', () => {
  it('starts, serves and limits from memory, then moves to Redis when it appears', async () => {
    await redis.kill();
    const started = performance.now();
    const late = await createTestApp({ RATE_LIMIT: 'on', REDIS_URL: redis.url });
    try {
      expect(performance.now() - started).toBeLessThan(30_000);
      const address = clientAddress();
      const statuses = (await contactBurst([late], address, CONTACT_LIMIT + 1)).map(
        (answer) => answer.status,
      );
      expect(statuses).toEqual([...Array(CONTACT_LIMIT).fill(200), 429]);

      await redis.start();
      await countingInRedis(late);
    } finally {
      await late.close();
    }
  });
});
