import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { describeError } from '../logging';

interface Count {
  current: number;
  ttl: number;
}

/** The plugin calls `incr` with the window and the maximum too, which its typings leave out. */
interface CountStore {
  incr(
    key: string,
    done: (error: Error | null, count?: Count) => void,
    timeWindow: number,
    max: number,
  ): void;
}

interface StoreParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

type StoreCtor<Extra extends unknown[]> = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  ...extra: Extra
) => CountStore;

// The plugin's own stores (its Lua script in Redis, its bounded LRU in memory): published with
// it, though not exported by name.
const requirePackage = createRequire(import.meta.url);
const RedisStore = requirePackage('@fastify/rate-limit/store/RedisStore.js') as StoreCtor<
  [redis: Redis, key: string]
>;
const LocalStore = requirePackage('@fastify/rate-limit/store/LocalStore.js') as StoreCtor<[]>;

/** While Redis is down, how long requests count in memory before one tries Redis again. */
const RETRY_REDIS_AFTER_MS = 1000;

/** Whether Redis responds, told once per outage in the log rather than once per request. */
class RedisHealth {
  private down = false;
  private retryAt = 0;

  constructor(private readonly log: FastifyBaseLogger) {}

  shouldTry(): boolean {
    return !this.down || Date.now() >= this.retryAt;
  }

  failed(error: unknown) {
    this.retryAt = Date.now() + RETRY_REDIS_AFTER_MS;
    if (this.down) return;
    this.down = true;
    // An outage is expected now and then: its cause in a line, not a stack trace.
    this.log.warn(
      { cause: describeError(error) },
      'Redis unreachable: rate limits are counted in memory on this instance until it answers again',
    );
  }

  answered() {
    if (!this.down) return;
    this.down = false;
    this.log.info('Redis answers again: rate limits are counted in Redis');
  }
}

/**
 * A rate-limit store that counts in Redis, so every instance shares one count, and in this
 * instance's memory whenever Redis fails, so an outage neither refuses nor stalls requests
 * nor lifts the limits. Counting returns to Redis as soon as it responds.
 */
export function redisWithMemoryFallback(
  redis: Redis,
  nameSpace: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const health = new RedisHealth(log);
  redis.on('error', (error: unknown) => health.failed(error));
  redis.on('ready', () => health.answered());

  class FallbackStore implements CountStore {
    private readonly shared: CountStore;
    private readonly local: CountStore;

    constructor({ continueExceeding, exponentialBackoff }: StoreParams) {
      this.shared = new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
      this.local = new LocalStore(continueExceeding, exponentialBackoff);
    }

    incr(
      key: string,
      done: (error: Error | null, count?: Count) => void,
      window: number,
      max: number,
    ) {
      if (!health.shouldTry()) return this.local.incr(key, done, window, max);
      this.shared.incr(
        key,
        (error, count) => {
          if (!error) {
            health.answered();
            return done(null, count);
          }
          health.failed(error);
          this.local.incr(key, done, window, max);
        },
        window,
        max,
      );
    }

    // Keys already name their policy and window, so a child needs no prefix of its own.
    child(params: StoreParams) {
      return new FallbackStore(params);
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
