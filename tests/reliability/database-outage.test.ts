import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS } from '../../src/server/platform/database/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/platform/http/errors';
import { createAccount, createPerson } from '../helpers/factories';
import { voteDrift } from './support/consistency';
import { createFreshDatabase, type FreshDatabase } from './support/databases';
import { type Outcome, sendUntil } from './support/load';
import { createMembers } from './support/members';
import { createPostgresCluster, type PostgresCluster } from './support/postgres-cluster';
import { ServerProcess } from './support/server-process';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { sendWrite, type Write } from './support/writes';

const CLUSTER_PORT = 5499;
const RESTART_APP_PORT = 3410;
const PROXY_PORT = 3411;
const CUT_APP_PORT = 3412;
/** Clients sending at once, each as its own user. */
const CLIENTS = 8;
/** How long the database stays away. */
const OUTAGE_MS = 3000;
/** No request may take longer, outage or not: the wait for a connection is bounded. */
const LONGEST_ANSWER_MS = CONNECT_TIMEOUT_MS + 5000;

type Call = { write: Write } | { address: string; token?: string };

interface Outage {
  down(): Promise<void>;
  up(): Promise<void>;
}

async function waitFor<T>(find: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Nothing found within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/**
 * Clients vote (changing their minds each round, so every vote writes), read their own
 * account (the session is looked up in the database) and read a person page, while the
 * database goes away for OUTAGE_MS and comes back. Answers what every request got, and
 * when (in milliseconds from the start) the database went, came back, and a vote was
 * taken again.
 */
async function loadThroughOutage(database: FreshDatabase, server: ServerProcess, outage: Outage) {
  const { db } = await database.handle();
  const members = await createMembers(db, CLIENTS);
  const person = await createPerson(db);
  const account = await createAccount(db, { personId: person.id });

  let stop!: () => void;
  const began = performance.now();
  const { outcomes, done } = sendUntil<Call>(
    CLIENTS,
    new Promise((resolve) => (stop = () => resolve(undefined))),
    (client, round): Call => {
      const member = members[client]!;
      if (round % 3 === 0) {
        const isApproval = round % 2 === 0;
        return { write: { kind: 'vote', member, accountId: account.id, isApproval } };
      }
      if (round % 3 === 1) return { address: '/api/user', token: member.token };
      return { address: `/api/people/${person.id}` };
    },
    (call) =>
      'write' in call
        ? sendWrite((address, options) => server.request(address, options), call.write, 60_000)
        : server.request(call.address, { token: call.token, timeoutMs: 60_000 }),
  );

  try {
    await sleep(1500);
    const downAt = performance.now() - began;
    await outage.down();
    await sleep(OUTAGE_MS);
    await outage.up();
    const upAt = performance.now() - began;
    const recoveredAt = await waitFor(() => {
      if (!server.running) throw new Error(`The server died:\n${server.output().slice(-4000)}`);
      return outcomes.find(
        (outcome) =>
          'write' in outcome.item && outcome.sentAt > upAt && outcome.answer?.status === 200,
      )?.endedAt;
    }, 30_000);
    await sleep(1000);
    return { db, outcomes, downAt, upAt, recoveredAt };
  } finally {
    stop();
    await done;
  }
}

/** What a user must see while the database is away, and that nothing is lost after. */
async function expectCleanOutage(
  server: ServerProcess,
  { db, outcomes, downAt, upAt, recoveredAt }: Awaited<ReturnType<typeof loadThroughOutage>>,
) {
  const unavailable = outcomes.filter((outcome) => outcome.answer?.status === 503);
  const slowest = Math.max(...outcomes.map((outcome) => outcome.endedAt - outcome.sentAt));
  console.info(
    `${outcomes.length} requests; database away ${Math.round(upAt - downAt)} ms; ` +
      `${unavailable.length} answered 503; writes taken again ${Math.round(recoveredAt - upAt)} ms ` +
      `after the database was back; slowest answer ${Math.round(slowest)} ms`,
  );

  expect(server.running).toBe(true);
  expect(outcomes.filter((outcome) => outcome.error)).toEqual([]);
  expect(
    outcomes.filter((outcome) => ![200, 503].includes(outcome.answer!.status)).map(summary),
  ).toEqual([]);
  expect(unavailable.length).toBeGreaterThan(0);
  for (const outcome of unavailable) {
    expect(outcome.answer!.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(outcome.answer!.headers.get('retry-after')).toMatch(/^\d+$/);
  }
  expect(slowest).toBeLessThan(LONGEST_ANSWER_MS);
  // Every request that needs the database works again, without a restart.
  const afterRecovery = outcomes.filter((outcome) => outcome.sentAt > recoveredAt);
  expect(afterRecovery.length).toBeGreaterThan(0);
  expect(afterRecovery.filter((outcome) => outcome.answer?.status !== 200).map(summary)).toEqual(
    [],
  );
  expect(server.errors()).toEqual([]);
  // An outage is expected now and then: its log says why in a line, with no stack trace,
  // once when it starts and once when it ends, however many requests it refused.
  expect(server.logs().filter((line) => JSON.stringify(line).includes('\\n    at '))).toEqual([]);
  const said = (start: string) => server.logs().filter((line) => line.msg?.startsWith(start));
  expect(said('the database does not answer')).toHaveLength(1);
  expect(said('the database does not answer')[0]).toMatchObject({ level: 40 });
  // Said in a line: the cause, not the statement that met it first.
  expect(said('the database does not answer')[0]!.cause).not.toMatch(/Failed query|\n/);
  for (const broken of server.logs().filter((line) => line.msg?.includes('connection to the'))) {
    expect(broken).toMatchObject({
      database: 'primary',
      msg: 'a connection to the primary broke; the next query opens a new one',
    });
  }
  // Every line the process wrote is a line of its JSON log, its start and its stop included.
  expect(
    server
      .output()
      .split('\n')
      .filter((line) => !line.startsWith('{')),
  ).toEqual([]);
  await expect.poll(() => said('the database answers again').length).toBe(1);
  expect(await voteDrift(db)).toEqual([]);
}

function summary(outcome: Outcome<Call>) {
  const what = 'write' in outcome.item ? 'vote' : outcome.item.address;
  return `${what}: ${outcome.answer?.status ?? outcome.error} ${JSON.stringify(outcome.answer?.body)}`;
}

describe('PostgreSQL stopped and started again under load', () => {
  let cluster: PostgresCluster;
  let database: FreshDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    cluster = await createPostgresCluster(CLUSTER_PORT);
    database = await createFreshDatabase(cluster.url);
    server = await ServerProcess.start({
      port: RESTART_APP_PORT,
      databaseUrl: database.url,
      env: { RATE_LIMIT: 'off' },
    });
  });

  afterAll(async () => {
    try {
      await server?.stop();
      await database?.drop();
    } finally {
      await cluster?.remove();
    }
  });

  it('answers 503 with a clear message meanwhile, never 500 nor a hung request, and recovers by itself', async () => {
    const run = await loadThroughOutage(database, server, {
      down: () => cluster.stop(),
      up: () => cluster.start(),
    });
    await expectCleanOutage(server, run);
  });
});

describe('the connections to PostgreSQL cut and refused under load', () => {
  let proxy: TcpProxy;
  let database: FreshDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createFreshDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy(PROXY_PORT, { host: target.hostname, port: Number(target.port) });
    const throughProxy = new URL(database.url);
    throughProxy.host = `127.0.0.1:${PROXY_PORT}`;
    server = await ServerProcess.start({
      port: CUT_APP_PORT,
      databaseUrl: throughProxy.toString(),
      env: { RATE_LIMIT: 'off' },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 with a clear message meanwhile and recovers when the network is back', async () => {
    const run = await loadThroughOutage(database, server, {
      down: () => proxy.cut(),
      up: () => proxy.restore(),
    });
    await expectCleanOutage(server, run);
  });
});
