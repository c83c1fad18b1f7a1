import { randomBytes, randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/platform/database/client';
import { hashPassword } from '../../src/server/modules/users';
import { createAccount, createPerson, createUser } from '../helpers/factories';
import { voteDrift } from './support/consistency';
import { createFreshDatabase, type FreshDatabase, redisUrl } from './support/databases';
import { sendConcurrently } from './support/load';
import { createMembers } from './support/members';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy';
import { requestJson, type RequestOptions, ServerProcess } from './support/server-process';
import { sendWrite, type Write } from './support/writes';

const INSTANCE_PORTS = [3420, 3421];
const PROXY_PORT = 3422;
/** The scheduled refresh every 7.2 seconds instead of every day. */
const REFRESH_HOURS = 0.002;
const REFRESH_MS = REFRESH_HOURS * 60 * 60 * 1000;
const PASSWORD = 'Several-instances-1';

let database: FreshDatabase;
let db: Database;
let instances: ServerProcess[];
let proxy: RoundRobinProxy;
const agent = new Agent({ connections: 256 });

beforeAll(async () => {
  database = await createFreshDatabase();
  const env = {
    REDIS_URL: redisUrl,
    TRUST_PROXY: 'true',
    RATE_LIMIT: 'on',
    RATINGS_REFRESH_HOURS: String(REFRESH_HOURS),
    SETTINGS_KEY: randomBytes(32).toString('hex'),
  };
  // Started together on an empty database, as a deployment of two instances would be.
  instances = await Promise.all(
    INSTANCE_PORTS.map((port) => ServerProcess.start({ port, databaseUrl: database.url, env })),
  );
  proxy = await startRoundRobinProxy(PROXY_PORT, INSTANCE_PORTS);
  db = (await database.handle()).db;
});

afterAll(async () => {
  await proxy?.close();
  await Promise.all((instances ?? []).map((instance) => instance.stop()));
  await agent.close();
  await database?.drop();
});

/**
 * A request through the proxy from one client address (a fresh one per test, so rate
 * counts kept in the shared Redis never carry over between runs).
 */
function viaProxy(client: string) {
  return (address: string, options: RequestOptions = {}) =>
    requestJson(agent, proxy.url, address, {
      ...options,
      headers: { 'x-forwarded-for': client, ...options.headers },
    });
}

const freshClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('two instances behind a round-robin proxy, on one PostgreSQL and one Redis', () => {
  it('keeps a session made on one instance working on both, and ends it on both', async () => {
    const request = viaProxy(freshClient());
    const user = await createUser(db, { passwordHash: await hashPassword(PASSWORD) });
    const login = await request('/api/login', {
      method: 'POST',
      body: { email: user.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const { token } = login.body as { token: string };

    for (let probe = 0; probe < 6; probe++) {
      const answer = await request(`/api/user?probe=${probe}`, { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: user.id, username: user.username });
    }
    // A request is logged as its answer leaves, so the log may trail the answer a little.
    for (const instance of instances) {
      await expect.poll(() => instance.served('/api/user?probe=')).toEqual([200, 200, 200]);
    }

    expect((await request('/api/logout', { method: 'POST', token })).status).toBe(200);
    for (let probe = 0; probe < 2; probe++) {
      expect((await request(`/api/user?ended=${probe}`, { token })).status).toBe(401);
    }
    for (const instance of instances) {
      await expect.poll(() => instance.served('/api/user?ended=')).toEqual([401]);
    }
  });

  it('counts the sign-in limit across both instances', async () => {
    const request = viaProxy(freshClient());
    const attempt = () =>
      request('/api/login', {
        method: 'POST',
        body: { email: `nobody-${randomInt(1e9)}@example.com`, password: 'Wrong-guess-1' },
      });
    for (let index = 0; index < 10; index++) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: expect.stringMatching(/^Too many requests: sign-in allows 10 requests per minute\./),
    });
    // Each instance saw only half of the attempts, so neither could refuse on its own count.
    const refusals = () =>
      instances.map(
        (instance) => instance.served('/api/login').filter((status) => status !== 200).length,
      );
    await expect.poll(() => refusals().reduce((sum, count) => sum + count)).toBe(11);
    expect(refusals().every((count) => count >= 5)).toBe(true);
  });

  it('keeps 150 concurrent votes exact: counts equal rows, one change of state', async () => {
    const members = await createMembers(db, 150);
    const person = await createPerson(db);
    const writes: Write[] = [];
    // 20 accounts with 6 voters each stay pending; 30 approvals race for one account's 10 places.
    for (let index = 0; index < 20; index++) {
      const { id } = await createAccount(db, { personId: person.id });
      for (let voter = 0; voter < 6; voter++) {
        const member = members[index * 6 + voter]!;
        writes.push({ kind: 'vote', member, accountId: id, isApproval: voter % 3 !== 0 });
      }
    }
    const contested = await createAccount(db, { personId: person.id });
    for (const member of members.slice(120)) {
      writes.push({ kind: 'vote', member, accountId: contested.id, isApproval: true });
    }

    const request = viaProxy(freshClient());
    const outcomes = await sendConcurrently(writes, writes.length, (write) =>
      sendWrite(request, write),
    );

    const statusOf = (accountId: number) =>
      outcomes
        .filter((outcome) => outcome.item.accountId === accountId)
        .map((outcome) => outcome.answer?.status ?? outcome.error);
    const quiet = outcomes.filter((outcome) => outcome.item.accountId !== contested.id);
    expect(quiet.filter((outcome) => outcome.answer?.status !== 200)).toEqual([]);
    const contestedStatuses = statusOf(contested.id);
    expect(contestedStatuses.filter((status) => status === 200)).toHaveLength(10);
    expect(contestedStatuses.filter((status) => status === 409)).toHaveLength(20);
    expect(await voteDrift(db)).toEqual([]);
    const votesServed = () => instances.map((instance) => instance.served('/api/votes').length);
    await expect.poll(() => votesServed().reduce((sum, count) => sum + count)).toBe(writes.length);
    console.info(`votes answered by each instance: ${votesServed().join(' and ')}`);
    expect(votesServed().every((count) => count >= 50)).toBe(true);
  });

  it('answers a search alike from both instances within a second of a change on either', async () => {
    const builtOn = async (instance: ServerProcess) => {
      const ready = await requestJson(instance.agent, instance.url, '/health/ready');
      const { dependencies } = ready.body as { dependencies: { name: string; up: boolean }[] };
      return dependencies.some((dependency) => dependency.name === 'name index' && dependency.up);
    };
    for (const instance of instances) await expect.poll(() => builtOn(instance)).toBe(true);
    const [member] = await createMembers(db, 1);
    const person = await createPerson(db, { firstName: 'Orsolya', lastName: 'Quennell' });
    const found = async (instance: ServerProcess, text: string) => {
      const answer = await requestJson(
        instance.agent,
        instance.url,
        `/api/people?search=${encodeURIComponent(text)}`,
      );
      return (answer.body as { people: { id: number }[] }).people.map((found) => found.id);
    };
    const [first, second] = instances as [ServerProcess, ServerProcess];
    for (const [writer, reader, alias] of [
      [first, second, 'Velvetmoth'],
      [second, first, 'Quillfeather'],
    ] as const) {
      const added = await requestJson(
        writer.agent,
        writer.url,
        `/api/people/${person.id}/aliases`,
        {
          method: 'POST',
          body: { name: alias },
          token: member!.token,
        },
      );
      expect(added.status).toBe(201);
      const changed = performance.now();
      // The instance that wrote finds it at once; the other reads the change within a second.
      expect(await found(writer, alias)).toEqual([person.id]);
      await expect
        .poll(() => found(reader, alias), { timeout: 1000, interval: 50 })
        .toEqual([person.id]);
      console.info(
        `a new alias found on the other instance after ${(performance.now() - changed).toFixed(0)} ms`,
      );
    }
  });

  it('runs the scheduled rating refresh once per interval across both instances, not once each', async () => {
    const refreshes = () =>
      instances
        .flatMap((instance, index) =>
          instance
            .logs()
            .filter((line) => line.msg === 'scheduled refresh of the average ratings done')
            .map((line) => ({ instance: index, time: Date.parse(String(line.refreshedAt)) })),
        )
        .sort((a, b) => a.time - b.time);
    const deadline = Date.now() + 6 * REFRESH_MS;
    while (refreshes().length < 3 && Date.now() < deadline) await sleep(200);

    const runs = refreshes();
    const gaps = runs.slice(1).map((run, index) => run.time - runs[index]!.time);
    console.info(
      `${runs.length} refreshes over ${Math.round((runs.at(-1)!.time - runs[0]!.time) / 1000)} s ` +
        `(instance 1: ${runs.filter((run) => run.instance === 0).length}, ` +
        `instance 2: ${runs.filter((run) => run.instance === 1).length}); gaps ${gaps.join(', ')} ms`,
    );
    expect(runs.length).toBeGreaterThanOrEqual(3);
    // Had each instance refreshed on its own, every other gap would be half an interval or less.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(REFRESH_MS);
  });
});
