import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queryRows } from '../database/client';
import { describeError } from '../logging';
import {
  type ChannelEvents,
  type InvalidationChannel,
  openPostgresChannel,
  openRedisChannel,
  redisChannels,
} from './invalidation-channels';
import { decodeInvalidationMessage, encodeInvalidationMessage } from './invalidation-message';

/** The channel the configuration names: Redis pub/sub, else PostgreSQL LISTEN/NOTIFY. */
async function openChannel(app: FastifyInstance, events: ChannelEvents) {
  const { redisUrl, databaseListenUrl } = app.config;
  if (redisUrl) {
    const [database] = await queryRows<{ name: string }>(
      app.db,
      sql`select current_database() as name`,
    );
    return openRedisChannel(redisUrl, redisChannels(database!.name), events);
  }
  return databaseListenUrl ? openPostgresChannel(databaseListenUrl, events) : undefined;
}

/**
 * Every instance on one database invalidates cached responses together: each invalidation of
 * a write here is published (after invalidating here), and each instance invalidates what the
 * others publish through the read cache's own path, so a read under way while it invalidates
 * is not cached either. The instances hear each other within milliseconds; a message is sent
 * once and not stored, so an instance that stops listening (a broken connection, a restarted
 * server) invalidates everything it cached once it listens again. While away it goes on
 * caching responses: each is cached no longer than READ_CACHE_SECONDS, as before instances
 * forgot together, and the database is spared the load of every visitor while something is
 * failing. With the embedded database there is one process, and no one to tell; with no
 * responses cached there is nothing to invalidate.
 */
export const invalidateTogetherPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.config.readCacheSeconds === 0 || app.databaseEngine === 'pglite') return;
    const instance = randomUUID();
    let state: 'starting' | 'listening' | 'away' = 'starting';
    let started!: () => void;
    const firstAttempt = new Promise<void>((resolve) => (started = resolve));
    const channel: InvalidationChannel | undefined = await openChannel(app, {
      heard: (payload) => {
        const message = decodeInvalidationMessage(payload);
        if (message.from !== instance) app.readCache.invalidateHeard(message.invalidation);
      },
      listening: () => {
        app.readCache.invalidateHeard('all');
        if (state === 'away')
          app.log.info('hearing the other instances again: kept answers forgotten');
        state = 'listening';
        started();
      },
      away: (error) => {
        if (state !== 'away') {
          app.log.warn(
            { cause: describeError(error) },
            'not hearing the other instances: answers kept here may show their writes late, until it connects again',
          );
        }
        state = 'away';
        started();
      },
    });
    if (!channel) return;
    app.addHook('onClose', () => channel.close());
    app.reportDependency({
      name: app.config.redisUrl ? 'Redis (instances forgetting together)' : 'LISTEN connection',
      required: false,
      state: () =>
        state === 'listening'
          ? { up: true, detail: 'kept answers are forgotten with the other instances' }
          : {
              up: false,
              detail: `kept answers may show other instances' writes up to ${app.config.readCacheSeconds} s late`,
            },
    });
    // The first requests would otherwise be cached with no one listening for invalidations.
    await firstAttempt;
    // Said once when telling starts failing and once when it works again, not at every write.
    let tellingFails = false;
    app.readCache.tellOthersWith((invalidation) => {
      channel.publish(encodeInvalidationMessage({ from: instance, invalidation })).then(
        () => {
          if (!tellingFails) return;
          tellingFails = false;
          app.log.info('telling the other instances to invalidate kept answers again');
        },
        (error: unknown) => {
          if (tellingFails) return;
          tellingFails = true;
          app.log.warn(
            { cause: describeError(error) },
            'could not tell the other instances to invalidate kept answers: their answers may show writes made here late, until it can',
          );
        },
      );
    });
  },
  { name: 'invalidate-together', dependencies: ['read-cache', 'database', 'health'] },
);
