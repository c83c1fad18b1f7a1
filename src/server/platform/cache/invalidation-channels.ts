import { Redis } from 'ioredis';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS } from '../database/client';

/**
 * The name of the listening connection: `application_name` in PostgreSQL's
 * `pg_stat_activity`, the client name in Redis's `CLIENT LIST`, so an operator can find it.
 */
export const LISTENER_NAME = 'directory-read-cache-listener';

/**
 * The PostgreSQL channels, this version's first; NOTIFY reaches the listeners of the same
 * database only. The second is the name versions before this one use (they said "forget"):
 * during a rolling deploy old and new instances run side by side, so a message goes out on
 * both and is heard on both, and no instance misses another's writes. The next version drops
 * it, once no instance of an earlier one can be running (docs/deploying.md).
 */
export const POSTGRES_CHANNELS = ['directory_read_cache_invalidate', 'directory_read_cache_forget'];

/**
 * The Redis channels of the instances on one database, this version's first and the earlier
 * versions' second (as for PostgreSQL). Redis channels are shared by every client of the
 * server, whatever its database number: without the database's name, another deployment
 * sharing the Redis would make these instances invalidate for its writes.
 */
export const redisChannels = (databaseName: string) => [
  `directory-read-cache-invalidate:${databaseName}`,
  `directory-read-cache-forget:${databaseName}`,
];

/** The first wait before connecting again; each failed attempt doubles it, up to the longest. */
const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5000;
/** Redis responds within this or is taken for down (as the rate limits take it). */
const REDIS_TIMEOUT_MS = 1000;

const retryDelay = (attempt: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_RETRY_MS);

/** What the listening connection tells its owner. */
export interface ChannelEvents {
  /** A message on the channel, this instance's own included. */
  heard(payload: string): void;
  /** Listening, the first time or again: messages sent while it was not were missed. */
  listening(): void;
  /** Not listening (the connection broke or could not be made); it tries again by itself. */
  away(error: Error): void;
}

export interface InvalidationChannel {
  /** Sends a message to every listening instance; fails at once while not connected. */
  publish(payload: string): Promise<void>;
  /** Ends the connections and any retry to come. */
  close(): Promise<void>;
}

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool between queries and
 * would stop hearing), connecting again after any fault. Messages are published on the same
 * connection, which always reaches the primary, never a read replica.
 */
export function openPostgresChannel(url: string, events: ChannelEvents): InvalidationChannel {
  let client: pg.Client | undefined;
  let listening = false;
  let attempts = 0;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  function connect() {
    const current = new pg.Client({
      connectionString: url,
      application_name: LISTENER_NAME,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = current;
    let failed = false;
    const fail = (error: Error) => {
      if (failed || closed) return;
      failed = true;
      listening = false;
      void current.end().catch(() => undefined);
      events.away(error);
      attempts += 1;
      retry = setTimeout(connect, retryDelay(attempts));
    };
    current.on('error', fail);
    current.on('end', () => fail(new Error('the listening connection ended')));
    current.on('notification', ({ channel, payload }) => {
      if (POSTGRES_CHANNELS.includes(channel) && payload !== undefined) events.heard(payload);
    });
    current
      .connect()
      .then(() => current.query(POSTGRES_CHANNELS.map((name) => `listen ${name};`).join(' ')))
      .then(() => {
        if (failed || closed) return;
        attempts = 0;
        listening = true;
        events.listening();
      }, fail);
  }
  connect();

  const notConnected = () => new Error('not connected to the database');
  // One message at a time on the connection: writes committing together would otherwise
  // stack statements in the driver's queue, which it warns of on stderr (pg@9 removes it).
  let sending: Promise<void> = Promise.resolve();
  const send = async (payload: string) => {
    if (!listening || !client) throw notConnected();
    await client.query('select pg_notify(name, $2) from unnest($1::text[]) as name', [
      POSTGRES_CHANNELS,
      payload,
    ]);
  };

  return {
    publish: (payload) => {
      if (!listening) return Promise.reject(notConnected());
      const sent = sending.then(() => send(payload));
      sending = sent.catch(() => undefined);
      return sent;
    },
    close: async () => {
      closed = true;
      listening = false;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * SUBSCRIBE on a Redis connection of its own (a subscribed connection can do nothing else)
 * and PUBLISH on another. ioredis connects both again by itself; the subscription is made
 * anew on each connection, so that "listening" means subscribed.
 */
export function openRedisChannel(url: string, channels: string[], events: ChannelEvents) {
  const common = { connectTimeout: REDIS_TIMEOUT_MS, retryStrategy: retryDelay };
  const publisher = new Redis(url, {
    ...common,
    commandTimeout: REDIS_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  const subscriber = new Redis(url, {
    ...common,
    connectionName: LISTENER_NAME,
    autoResubscribe: false,
    enableOfflineQueue: false,
  });
  let closed = false;
  // Each failed attempt emits 'error' then 'close'; 'close' alone says the connection is gone.
  const closedError = () => new Error('the connection to Redis closed');
  let lastError = closedError();
  subscriber.on('error', (error: Error) => (lastError = error));
  subscriber.on('close', () => {
    if (!closed) events.away(lastError);
  });
  // A failed publish says why; unheard, the error would be printed as unhandled.
  publisher.on('error', () => undefined);
  subscriber.on('ready', () => {
    subscriber.subscribe(...channels).then(
      () => {
        lastError = closedError();
        events.listening();
      },
      (error: Error) => {
        lastError = error;
        subscriber.disconnect(true);
      },
    );
  });
  subscriber.on('message', (from: string, payload: string) => {
    if (channels.includes(from)) events.heard(payload);
  });

  // quit() is refused while a connection is down; then there is nothing to wait for.
  const end = (connection: Redis) => connection.quit().catch(() => connection.disconnect());
  return {
    publish: async (payload: string) => {
      await Promise.all(channels.map((channel) => publisher.publish(channel, payload)));
    },
    close: async () => {
      closed = true;
      await Promise.all([end(subscriber), end(publisher)]);
    },
  } satisfies InvalidationChannel;
}
