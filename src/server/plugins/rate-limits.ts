import fastifyRateLimit from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from '../http-errors';

export type RateLimitHook = onRequestAsyncHookHandler;

export interface RateLimitPolicy {
  /** Names the counter, and the thing limited in the refusal message ('the public API allows …'). */
  label: string;
  windows: [Period, number][];
  /** Whom the limit counts: the client address unless given (e.g. the e-mail an attempt is for). */
  key?: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook that refuses requests beyond the policy's windows (a no-op with RATE_LIMIT=off). */
    limitRate: (policy: RateLimitPolicy) => RateLimitHook;
  }
}

interface RateLimitOptions {
  enabled: boolean;
  redisUrl?: string;
}

const PERIOD_SECONDS = { minute: 60, hour: 3600, day: 86_400 } as const;
type Period = keyof typeof PERIOD_SECONDS;

/**
 * Rate limits per client address, counted in Redis when REDIS_URL is set (so several app
 * instances share one count) and in memory otherwise. A request passes every window of its
 * policy; the answer carries the RateLimit headers of the tightest window, and a refusal is
 * a 429 with Retry-After and a message naming the limit.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, { enabled, redisUrl }: RateLimitOptions) => {
    if (!enabled) {
      app.decorate('limitRate', () => async () => {});
      return;
    }
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(fastifyRateLimit, {
      global: false,
      redis,
      nameSpace: 'directory-rate-limit-',
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

    app.decorate('limitRate', policy);
  },
  { name: 'rate-limits' },
);
