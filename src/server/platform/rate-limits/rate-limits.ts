import { setTimeout as sleep } from 'node:timers/promises';
import fastifyRateLimit from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from '../http/http-errors';
import { redisWithMemoryFallback } from './rate-limit-store';

export type RateLimitHook = onRequestAsyncHookHandler;

export interface RateLimitPolicy {
  /** Names the counter, and the thing limited in the refusal message ('the public API allows …'). */
  label: string;
  windows: [Period, number][];
  /** Whom the limit counts: the client address unless given (e.g. the e-mail an attempt is for). */
  key?: (request: FastifyRequest) => string;
}

export interface SlowDownPolicy {
  /** Names the counter. */
  label: string;
  period: Period;
  /** Requests in a period served without waiting; each one beyond is held back longer. */
  unhurried: number;
  /** Whom the count is for (e.g. the e-mail an attempt is for, from any address). */
  key: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook that refuses requests beyond the policy's windows (a no-op with RATE_LIMIT=off). */
    limitRate: (policy: RateLimitPolicy) => RateLimitHook;
    /**
     * A hook that never refuses but holds responses back beyond the policy's unhurried
     * requests (a no-op with RATE_LIMIT=off): for counts an attacker could otherwise fill
     * to lock someone else out.
     */
    slowDown: (policy: SlowDownPolicy) => RateLimitHook;
  }
}

interface RateLimitOptions {
  enabled: boolean;
  redisUrl?: string;
}

const PERIOD_SECONDS = { minute: 60, hour: 3600, day: 86_400 } as const;
type Period = keyof typeof PERIOD_SECONDS;

/**
 * The first response beyond a slow-down's unhurried requests waits this long; each next one
 * twice as long.
 */
const FIRST_HOLD_BACK_MS = 1000;
/**
 * The longest a response is held back: long enough to slow guessing, short enough for the
 * owner to wait.
 */
const MAX_HOLD_BACK_MS = 4000;

/** How long to hold back the response to the request that many beyond the unhurried ones. */
function holdBackMs(beyondUnhurried: number): number {
  if (beyondUnhurried <= 0) return 0;
  return Math.min(FIRST_HOLD_BACK_MS * 2 ** (beyondUnhurried - 1), MAX_HOLD_BACK_MS);
}

/** The ceiling of a count that never refuses, so that `remaining` tells how many were counted. */
const UNREACHABLE_MAX = Number.MAX_SAFE_INTEGER;

/** Keys of the counts in Redis start with this. */
export const RATE_LIMIT_KEY_PREFIX = 'directory-rate-limit-';

/**
 * The count every instance shares. Commands never wait in a queue for a lost connection
 * and time out when Redis hangs, so an outage moves counting into memory at once.
 */
async function sharedStore(app: FastifyInstance, redisUrl: string) {
  const redis = new Redis(redisUrl, {
    connectTimeout: 1000,
    commandTimeout: 1000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  // quit() is refused while the connection is down; then there is nothing to wait for.
  app.addHook('onClose', () => redis.quit().catch(() => redis.disconnect()));
  const store = redisWithMemoryFallback(redis, RATE_LIMIT_KEY_PREFIX, app.log);
  app.reportDependency({
    name: 'Redis (rate limits)',
    required: false,
    state: () =>
      redis.status === 'ready'
        ? { up: true, detail: 'rate limits are counted with the other instances' }
        : { up: false, detail: 'rate limits are counted in memory on this instance' },
  });
  // The first requests would count in memory while the connection is still being made.
  await new Promise((settled) => {
    redis.once('ready', settled);
    redis.once('error', settled);
  });
  return store;
}

/**
 * Rate limits per client address, counted in Redis when REDIS_URL is set (so several app
 * instances share one count; in memory while Redis is unreachable) and in memory otherwise.
 * A request passes every window of its policy; the response carries the RateLimit headers of
 * the tightest window, and a refusal is a 429 with Retry-After and a message naming the limit.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, { enabled, redisUrl }: RateLimitOptions) => {
    if (!enabled) {
      app.decorate('limitRate', () => async () => {});
      app.decorate('slowDown', () => async () => {});
      return;
    }
    await app.register(fastifyRateLimit, {
      global: false,
      store: redisUrl ? await sharedStore(app, redisUrl) : undefined,
    });

    const policy = ({
      label,
      windows,
      key = (request) => request.ip,
    }: RateLimitPolicy): RateLimitHook => {
      const counters = windows.map(([period, max]) => ({
        period,
        max,
        count: app.createRateLimit({
          max,
          timeWindow: PERIOD_SECONDS[period] * 1000,
          keyGenerator: (request: FastifyRequest) => `${label}:${period}:${key(request)}`,
        }),
      }));
      const policyHeader = windows
        .map(([period, max]) => `${max};w=${PERIOD_SECONDS[period]}`)
        .join(', ');
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const results = [];
        for (const counter of counters) {
          const result = await counter.count(request);
          if (result.isAllowed) continue;
          if (result.isExceeded) {
            reply.header('Retry-After', result.ttlInSeconds);
            throw new HttpError(
              429,
              `Too many requests: ${label} allows ${counter.max} requests per ${counter.period}. Try again in ${result.ttlInSeconds} seconds.`,
            );
          }
          results.push(result);
        }
        const tightest = results.sort((a, b) => a.remaining - b.remaining)[0];
        if (!tightest) return;
        reply.header('RateLimit-Policy', policyHeader);
        reply.header('RateLimit-Limit', tightest.max);
        reply.header('RateLimit-Remaining', tightest.remaining);
        reply.header('RateLimit-Reset', tightest.ttlInSeconds);
      };
    };

    const slowDown = ({ label, period, unhurried, key }: SlowDownPolicy): RateLimitHook => {
      const count = app.createRateLimit({
        max: UNREACHABLE_MAX,
        timeWindow: PERIOD_SECONDS[period] * 1000,
        keyGenerator: (request: FastifyRequest) => `${label}:${period}:${key(request)}`,
      });
      return async (request: FastifyRequest) => {
        const result = await count(request);
        if (result.isAllowed) return;
        const counted = UNREACHABLE_MAX - result.remaining;
        const wait = holdBackMs(counted - unhurried);
        if (wait > 0) await sleep(wait);
      };
    };

    app.decorate('limitRate', policy);
    app.decorate('slowDown', slowDown);
  },
  { name: 'rate-limits', dependencies: ['health'] },
);
