import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/platform/database/client';
import { people } from '../../src/server/model/schema';
import { LISTENER_NAME } from '../../src/server/platform/cache/invalidation-channels';
import type { PeoplePage } from '../../src/shared/schemas/people';
import { categoryId, createPerson } from '../helpers/factories';
import { OwnRedisServer } from '../helpers/redis-server';
import { createFreshDatabase, type FreshDatabase } from './support/databases';
import { createMembers, type Member } from './support/members';
import { ServerProcess } from './support/server-process';

/** Longer than any test here: only a forget can explain a fresh answer. */
const KEPT_SECONDS = '30';
/** What "within a second" allows. */
const HEARD_WITHIN_MS = 1000;
const HEARING_AGAIN = 'hearing the other instances again: kept answers forgotten';

interface Pair {
  database: FreshDatabase;
  /** The instance that writes. */
  a: ServerProcess;
  /** The instance that keeps an answer and must forget it. */
  b: ServerProcess;
  member: Member;
}

async function startPair(ports: [number, number], env: Record<string, string> = {}) {
  const database = await createFreshDatabase();
  const [a, b] = await Promise.all(
    ports.map((port) =>
      ServerProcess.start({
        port,
        databaseUrl: database.url,
        env: { READ_CACHE_SECONDS: KEPT_SECONDS, RATE_LIMIT: 'off', ...env },
      }),
    ),
  );
  const [member] = await createMembers((await database.handle()).db, 1);
  return { database, a: a!, b: b!, member: member! };
}

async function stopPair(pair: Pair | undefined) {
  if (!pair) return;
  await Promise.all([pair.a.stop(), pair.b.stop()]);
  await pair.database.drop();
}

/** A name no other person in the database shares, so that a search finds only its own. */
const uniqueName = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');

/** The last names of the people a visitor finds by a first name. */
async function found(server: ServerProcess, firstName: string) {
  const answer = await server.request(`/api/people?search=${firstName}`);
  expect(answer.status).toBe(200);
  return (answer.body as PeoplePage).people.map((person) => person.lastName).sort();
}

/**
 * A visitor's read of a search kept on B, shown to be kept: a person added past the app
 * does not show on B. Answers the name searched for.
 */
async function keepOnB({ database, b }: Pair) {
  const firstName = uniqueName();
  expect(await found(b, firstName)).toEqual([]);
  const { db } = await database.handle();
  await createPerson(db, { firstName, lastName: 'Direct' });
  expect(await found(b, firstName)).toEqual([]);
  return firstName;
}

/** A person added through A, which forgets the people lists and tells the others. */
async function addPerson({ database, a, member }: Pair, firstName: string) {
  const added = await a.request('/api/people', {
    method: 'POST',
    token: member.token,
    body: {
      firstName,
      lastName: 'Written',
      profession: 'Author',
      categoryId: await categoryId((await database.handle()).db, 'Actors'),
    },
  });
  expect(added.status).toBe(201);
}

/** A person added through A, and how long until B shows them. */
async function addThroughA(pair: Pair, firstName: string) {
  const { b } = pair;
  await addPerson(pair, firstName);
  const written = performance.now();
  while ((await found(b, firstName)).length < 2) {
    if (performance.now() - written > 5 * HEARD_WITHIN_MS) break;
    await sleep(20);
  }
  expect(await found(b, firstName)).toEqual(['Direct', 'Written']);
  return performance.now() - written;
}

async function waitForLog(server: ServerProcess, message: string, after: number) {
  await expect
    .poll(() => server.logs().some((line) => line.msg === message && line.time >= after), {
      timeout: 15_000,
      interval: 50,
    })
    .toBe(true);
}

/** The database's name, which the Redis channels carry. */
async function databaseName(pair: Pair) {
  const [database] = await queryRows<{ name: string }>(
    (await pair.database.handle()).db,
    sql`select current_database() as name`,
  );
  return database!.name;
}

/** A message as an instance of the version before sends it: on the channel it names "forget". */
const previousVersionMessage = JSON.stringify({
  from: 'an instance of the previous version',
  topics: ['list:people'],
});

/** What a listener of the previous version's channel heard while `write` ran (within a second). */
async function heardOnPreviousVersionChannel(
  listen: (heard: (payload: string) => void) => Promise<() => Promise<unknown>>,
  write: () => Promise<void>,
) {
  const heard: string[] = [];
  const stop = await listen((payload) => heard.push(payload));
  try {
    await write();
    await expect.poll(() => heard.length, { timeout: HEARD_WITHIN_MS, interval: 20 }).toBe(1);
  } finally {
    await stop();
  }
  return JSON.parse(heard[0]!) as { topics?: string[] };
}

function describeInvalidation(
  pair: () => Pair,
  sendAsPreviousVersion: (payload: string) => Promise<unknown>,
  listenAsPreviousVersion: (heard: (payload: string) => void) => Promise<() => Promise<unknown>>,
) {
  it('shows a write through A on B within a second, where B had kept the old answer', async () => {
    const firstName = await keepOnB(pair());
    const ms = await addThroughA(pair(), firstName);
    console.info(`B showed A's write after ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(HEARD_WITHIN_MS);
  });

  it('hears, during a rolling deploy, an instance of the previous version on its channel', async () => {
    const firstName = await keepOnB(pair());
    await sendAsPreviousVersion(previousVersionMessage);
    await expect
      .poll(() => found(pair().b, firstName), { timeout: HEARD_WITHIN_MS, interval: 50 })
      .toEqual(['Direct']);
  });

  it('tells, during a rolling deploy, instances of the previous version on their channel', async () => {
    const message = await heardOnPreviousVersionChannel(listenAsPreviousVersion, () =>
      addPerson(pair(), uniqueName()),
    );
    expect(message.topics).toContain('list:people');
  });

  it('forgets on B only what the write changed: another person’s kept page stays', async () => {
    const { database, b } = pair();
    const { db } = await database.handle();
    const other = await createPerson(db, { profession: 'Kept profession' });
    const page = `/api/people/${other.id}`;
    const before = await b.request(page);
    expect(before.body).toMatchObject({ profession: 'Kept profession' });
    await db
      .update(people)
      .set({ profession: 'Changed past the app' })
      .where(eq(people.id, other.id));
    await addThroughA(pair(), await keepOnB(pair()));
    expect((await b.request(page)).body).toEqual(before.body);
  });
}

describe('two instances invalidation together over Redis pub/sub', () => {
  /** A Redis of this file's own, so it can be restarted without touching anyone else's. */
  const redis = new OwnRedisServer(6393);
  let pair: Pair;

  beforeAll(async () => {
    await redis.start();
    pair = await startPair([3440, 3441], { REDIS_URL: redis.url });
  });

  afterAll(async () => {
    await stopPair(pair);
    await redis.close();
  });

  describeInvalidation(
    () => pair,
    async (payload) =>
      redis.inspector.publish(`directory-read-cache-forget:${await databaseName(pair)}`, payload),
    async (heard) => {
      const channel = `directory-read-cache-forget:${await databaseName(pair)}`;
      const subscriber = new Redis(redis.url, { maxRetriesPerRequest: 0 });
      subscriber.on('message', (_channel: string, payload: string) => heard(payload));
      await subscriber.subscribe(channel);
      return () => subscriber.quit();
    },
  );

  it('after Redis restarts, B forgets everything it kept and hears A again', async () => {
    const firstName = await keepOnB(pair);
    await redis.kill();
    const restarted = Date.now();
    await redis.start();
    await waitForLog(pair.b, HEARING_AGAIN, restarted);
    await waitForLog(pair.a, HEARING_AGAIN, restarted);
    expect(await found(pair.b, firstName)).toEqual(['Direct']);

    // Both instances publish on a connection of their own: wait until it is back too.
    await expect
      .poll(async () => {
        const clients = (await redis.inspector.client('LIST')) as string;
        return clients.trim().split('\n').length;
      })
      // A subscriber and a publisher of each instance's, and the redis.inspector.
      .toBe(5);
    const channel = `directory-read-cache-invalidate:${await databaseName(pair)}`;
    expect(await redis.inspector.pubsub('NUMSUB', channel)).toEqual([channel, 2]);

    const ms = await addThroughA(pair, await keepOnB(pair));
    expect(ms).toBeLessThan(HEARD_WITHIN_MS);
    for (const instance of [pair.a, pair.b]) expect(instance.errors()).toEqual([]);
  });
  it('goes on writing while Redis is away, and says once that the others are not told and once that they are again', async () => {
    const away = Date.now();
    await redis.kill();
    for (let write = 0; write < 3; write++) await addPerson(pair, uniqueName());
    const notTelling = pair.a
      .logs()
      .filter(
        (line) => line.time >= away && line.msg?.startsWith('could not tell the other instances'),
      );
    expect(notTelling).toHaveLength(1);
    expect(notTelling[0]).toMatchObject({ level: 40, cause: expect.any(String) });

    await redis.start();
    await waitForLog(pair.a, HEARING_AGAIN, away);
    await expect
      .poll(
        async () => {
          await addPerson(pair, uniqueName());
          return pair.a
            .logs()
            .filter(
              (line) => line.msg === 'telling the other instances to invalidate kept answers again',
            ).length;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1);
    for (const instance of [pair.a, pair.b]) expect(instance.errors()).toEqual([]);
  });
});

describe('two instances invalidation together over PostgreSQL LISTEN/NOTIFY', () => {
  let pair: Pair;

  beforeAll(async () => {
    pair = await startPair([3442, 3443]);
  });
  afterAll(() => stopPair(pair));

  describeInvalidation(
    () => pair,
    async (payload) =>
      queryRows(
        (await pair.database.handle()).db,
        sql`select pg_notify('directory_read_cache_forget', ${payload})`,
      ),
    async (heard) => {
      const listener = new pg.Client({ connectionString: pair.database.url });
      await listener.connect();
      listener.on('notification', ({ payload }) => payload !== undefined && heard(payload));
      await listener.query('listen directory_read_cache_forget');
      return () => listener.end();
    },
  );

  it('after its listening connection is killed, B forgets everything it kept and hears A again', async () => {
    const firstName = await keepOnB(pair);
    const { db } = await pair.database.handle();
    const killed = Date.now();
    const ended = await queryRows<{ ended: boolean }>(
      db,
      sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
          where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    expect(ended).toEqual([{ ended: true }, { ended: true }]);
    await waitForLog(pair.b, HEARING_AGAIN, killed);
    await waitForLog(pair.a, HEARING_AGAIN, killed);
    expect(await found(pair.b, firstName)).toEqual(['Direct']);

    const ms = await addThroughA(pair, await keepOnB(pair));
    expect(ms).toBeLessThan(HEARD_WITHIN_MS);
    for (const instance of [pair.a, pair.b]) expect(instance.errors()).toEqual([]);
  });

  it('ends its listening connections when the instances stop, with nothing logged as an error', async () => {
    const { db } = await pair.database.handle();
    const stopping = Date.now();
    const exits = await Promise.all([pair.a.stop(), pair.b.stop()]);
    expect(exits).toEqual([
      { code: 0, signal: null },
      { code: 0, signal: null },
    ]);
    const listeners = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from pg_stat_activity
          where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    expect(listeners).toEqual([{ count: 0 }]);
    for (const instance of [pair.a, pair.b]) {
      expect(instance.errors()).toEqual([]);
      expect(instance.logs().filter((line) => line.level >= 40 && line.time >= stopping)).toEqual(
        [],
      );
    }
  });
});
