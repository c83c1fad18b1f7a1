import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  type Database,
  type DatabaseHandle,
  openDatabase,
  queryRows,
} from '../../src/server/platform/database/client';
import { people } from '../../src/server/model/schema';
import type { DatabaseInfo } from '../../src/shared/schemas/admin-system';
import { createAccount, createPerson, createSession, createUser } from '../helpers/factories';
import { databaseAddress } from '../helpers/postgres';
import { createFreshDatabase, type FreshDatabase } from './support/databases';
import { sendUntil } from './support/load';
import { createMembers, type Member } from './support/members';
import {
  createPostgresCluster,
  createStreamingReplica,
  type PostgresCluster,
} from './support/postgres-cluster';
import { ServerProcess } from './support/server-process';

const PRIMARY_PORT = 5496;
const REPLICA_PORT = 5497;
const APP_PORT = 3450;
const CACHING_APP_PORT = 3451;
/** The lag bound the server is started with: a replica further behind is passed over. */
const MAX_LAG_SECONDS = 5;

let primary: PostgresCluster;
let replica: PostgresCluster;
let database: FreshDatabase;
let db: Database;
let replicaHandle: DatabaseHandle;
let server: ServerProcess;
let member: Member;
let adminToken: string;

interface PersonPage {
  socialAccounts: { id: number; approvalCount: number }[];
}

beforeAll(async () => {
  primary = await createPostgresCluster(PRIMARY_PORT);
  replica = await createStreamingReplica(primary, REPLICA_PORT);
  database = await createFreshDatabase(primary.url);
  const replicaUrl = databaseAddress(replica.url, new URL(database.url).pathname.slice(1));
  server = await ServerProcess.start({
    port: APP_PORT,
    databaseUrl: database.url,
    env: {
      DATABASE_READ_URL: replicaUrl,
      READ_REPLICA_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
      // Every read is asked of the database, so that what a read shows says where it was read.
      READ_CACHE_SECONDS: '0',
      RATE_LIMIT: 'off',
    },
  });
  db = (await database.handle()).db;
  replicaHandle = await openDatabase({ url: replicaUrl, poolSize: 2 });
  [member] = (await createMembers(db, 1)) as [Member];
  adminToken = await createSession(db, (await createUser(db, { role: 'admin' })).id);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await replicaHandle?.close();
  await database?.drop();
  await replica?.remove();
  await primary?.remove();
});

/** Waits until the replica has replayed a change made on the primary now. */
async function replicaCaughtUp() {
  const fence = await createPerson(db);
  for (let waited = 0; waited < 10_000; waited += 50) {
    const found = await replicaHandle.db.select().from(people).where(eq(people.id, fence.id));
    if (found.length > 0) return;
    await sleep(50);
  }
  throw new Error('The replica did not replay a change within 10 s');
}

/** The replicas as the admin's database panel shows them. */
async function replicasSeenByAdmin() {
  const answer = await server.request('/api/admin/database-info', { token: adminToken });
  expect(answer.status).toBe(200);
  return (answer.body as DatabaseInfo).replicas;
}

async function approvals(personId: number, token?: string) {
  const answer = await server.request(`/api/people/${personId}`, { token });
  expect(answer.status).toBe(200);
  return (answer.body as PersonPage).socialAccounts[0]!.approvalCount;
}

/**
 * Stops the primary for the rest of a test (it is started again if the test fails); the
 * step returned starts it and waits until the instance is ready again.
 */
async function stopPrimary() {
  await primary.stop();
  let down = true;
  onTestFinished(async () => {
    if (down) await primary.start();
  });
  return async () => {
    await primary.start();
    down = false;
    await expect
      .poll(async () => (await server.request('/health/ready')).status, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(200);
  };
}

describe('public reads on a streaming replica of the primary', () => {
  it('reads from the replica, shows a user their own change at once, and passes over a replica that falls behind', async () => {
    const person = await createPerson(db);
    const account = await createAccount(db, { personId: person.id });
    // The replica is caught up, then stops replaying: what it answers stays as it was.
    await replicaCaughtUp();
    await replicaHandle.db.execute(sql`select pg_wal_replay_pause()`);
    const paused = Date.now();
    onTestFinished(async () => {
      await replicaHandle.db.execute(sql`select pg_wal_replay_resume()`);
    });
    const vote = await server.request('/api/votes', {
      method: 'POST',
      token: member.token,
      body: { socialAccountId: account.id, isApproval: true },
    });
    expect(vote.status).toBe(200);

    // The voter reads the primary for a while after their own vote; a visitor reads the
    // replica, which has not replayed it.
    expect(await approvals(person.id, member.token)).toBe(1);
    expect(await approvals(person.id)).toBe(0);
    expect(Date.now() - paused).toBeLessThan(MAX_LAG_SECONDS * 1000);

    // Once the replica is more than the bound behind, visitors read the primary.
    let caughtUpAt: number | undefined;
    while (Date.now() - paused < (MAX_LAG_SECONDS + 5) * 1000) {
      if ((await approvals(person.id)) === 1) {
        caughtUpAt = Date.now() - paused;
        break;
      }
      await sleep(200);
    }
    expect(caughtUpAt).toBeGreaterThanOrEqual((MAX_LAG_SECONDS - 1) * 1000);
    expect(
      server.logs().some((line) => line.msg?.includes('read replica passed over (lagging)')),
    ).toBe(true);
  }, 60_000);

  it('passes over a replica that stopped receiving within the bound, says so once, and takes it back once it has caught up', async () => {
    const person = await createPerson(db);
    const account = await createAccount(db, { personId: person.id });
    await replicaCaughtUp();
    await expect
      .poll(replicasSeenByAdmin, { timeout: 5000 })
      .toEqual([{ number: 1, usable: true, reason: null, lagMs: expect.any(Number) }]);
    const logsBefore = server.logs().length;
    // The replica's link to the primary breaks: it has replayed all it received, and
    // receives nothing more.
    const [{ primary_conninfo: link }] = (await queryRows<{ primary_conninfo: string }>(
      replicaHandle.db,
      sql`show primary_conninfo`,
    )) as [{ primary_conninfo: string }];
    const relink = async (conninfo: string) => {
      await replicaHandle.db.execute(sql.raw(`alter system set primary_conninfo = '${conninfo}'`));
      await replicaHandle.db.execute(sql`select pg_reload_conf()`);
    };
    await relink('host=127.0.0.1 port=1 user=postgres connect_timeout=1');
    onTestFinished(() => relink(link.replaceAll("'", "''")));
    await expect
      .poll(
        async () =>
          (
            await queryRows(
              replicaHandle.db,
              sql`select count(*)::int as n from pg_stat_wal_receiver`,
            )
          )[0],
        { timeout: 10_000 },
      )
      .toEqual({ n: 0 });

    const vote = await server.request('/api/votes', {
      method: 'POST',
      token: member.token,
      body: { socialAccountId: account.id, isApproval: true },
    });
    expect(vote.status).toBe(200);
    const votedAt = Date.now();
    expect(await approvals(person.id)).toBe(0);
    // Within the bound and its checks, visitors read the primary and see the vote.
    await expect
      .poll(() => approvals(person.id), { timeout: (MAX_LAG_SECONDS + 3) * 1000, interval: 200 })
      .toBe(1);
    expect(Date.now() - votedAt).toBeGreaterThanOrEqual((MAX_LAG_SECONDS - 1) * 1000);
    expect(await replicasSeenByAdmin()).toEqual([
      { number: 1, usable: false, reason: 'lagging', lagMs: expect.any(Number) },
    ]);
    expect((await server.request('/health/ready')).body).toMatchObject({
      dependencies: expect.arrayContaining([
        {
          name: 'read replicas',
          required: false,
          up: false,
          detail: '0 of 1 in use; the primary answers in place of replica 1 (lagging)',
        },
      ]),
    });
    // Said once, however long it lasts.
    await sleep(3000);
    const passedOver = (since: number) =>
      server
        .logs()
        .slice(since)
        .filter(
          (line) =>
            line.msg === 'read replica passed over (lagging); the primary answers its reads',
        );
    expect(passedOver(logsBefore)).toHaveLength(1);

    await relink(link.replaceAll("'", "''"));
    await expect
      .poll(replicasSeenByAdmin, { timeout: 10_000, interval: 200 })
      .toEqual([{ number: 1, usable: true, reason: null, lagMs: 0 }]);
    expect(
      server
        .logs()
        .slice(logsBefore)
        .filter((line) => line.msg === 'read replica in use'),
    ).toHaveLength(1);
    expect(await approvals(person.id)).toBe(1);
  }, 60_000);

  it('moves reads to the primary with no failed request when the replica stops, and back when it returns', async () => {
    const person = await createPerson(db);
    await createAccount(db, { personId: person.id });
    await replicaCaughtUp();
    const addresses = [
      `/api/people/${person.id}`,
      '/api/people?search=a',
      '/api/directory?limit=5',
    ];
    // Checked once a second: the replica is in use again at the first check after it caught up.
    await expect
      .poll(replicasSeenByAdmin, { timeout: 5000 })
      .toEqual([{ number: 1, usable: true, reason: null, lagMs: expect.any(Number) }]);
    const { outcomes, done } = sendUntil(
      4,
      sleep(4000),
      (worker, round) => addresses[(worker + round) % addresses.length]!,
      (address) => server.request(address),
    );
    await sleep(500);
    await replica.stop();
    await done;
    expect(outcomes.length).toBeGreaterThan(20);
    const failed = outcomes.filter((outcome) => outcome.answer?.status !== 200);
    expect(failed.map(({ item, answer, error }) => `${item}: ${answer?.status ?? error}`)).toEqual(
      [],
    );
    expect(
      server.logs().some((line) => line.msg?.includes('read replica passed over (unreachable)')),
    ).toBe(true);
    expect(await replicasSeenByAdmin()).toEqual([
      { number: 1, usable: false, reason: 'unreachable', lagMs: null },
    ]);

    const inUseBefore = server.logs().filter((line) => line.msg === 'read replica in use').length;
    await replica.start();
    for (let waited = 0; waited < 10_000; waited += 200) {
      if (server.logs().filter((line) => line.msg === 'read replica in use').length > inUseBefore)
        break;
      await sleep(200);
    }
    expect(
      server.logs().filter((line) => line.msg === 'read replica in use').length,
    ).toBeGreaterThan(inUseBefore);
    expect(server.errors()).toEqual([]);
  }, 60_000);

  it('does not keep a visitor answer read from a replica soon after a change, so the change shows once replayed', async () => {
    const caching = await ServerProcess.start({
      port: CACHING_APP_PORT,
      databaseUrl: database.url,
      env: {
        DATABASE_READ_URL: server.options.env!.DATABASE_READ_URL!,
        READ_REPLICA_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
        // Kept long, so that only a kept answer could still show the old count later.
        READ_CACHE_SECONDS: '30',
        RATE_LIMIT: 'off',
      },
    });
    onTestFinished(() => caching.stop().then(() => undefined));
    const person = await createPerson(db);
    const account = await createAccount(db, { personId: person.id });
    await replicaCaughtUp();
    const visitorApprovals = async () =>
      ((await caching.request(`/api/people/${person.id}`)).body as PersonPage).socialAccounts[0]!
        .approvalCount;
    expect(await visitorApprovals()).toBe(0);

    await replicaHandle.db.execute(sql`select pg_wal_replay_pause()`);
    onTestFinished(async () => {
      await replicaHandle.db.execute(sql`select pg_wal_replay_resume()`);
    });
    const vote = await caching.request('/api/votes', {
      method: 'POST',
      token: member.token,
      body: { socialAccountId: account.id, isApproval: true },
    });
    expect(vote.status).toBe(200);
    // The vote forgot the kept page; the replica has not replayed it, so a visitor is shown
    // the old count, as a replica behind its primary shows it, but that answer is not kept.
    expect(await visitorApprovals()).toBe(0);

    await replicaHandle.db.execute(sql`select pg_wal_replay_resume()`);
    await replicaCaughtUp();
    expect(await visitorApprovals()).toBe(1);
  }, 60_000);
  it('uses a restarted replica again at its next check when nothing was written meanwhile', async () => {
    await replicaCaughtUp();
    await expect
      .poll(replicasSeenByAdmin, { timeout: 5000 })
      .toEqual([{ number: 1, usable: true, reason: null, lagMs: expect.any(Number) }]);
    // A quiet site: the primary writes nothing while the replica restarts, nor after, and
    // its last change is older than the lag bound when the replica answers again.
    const lastChange = Date.now();
    await replica.stop();
    await expect
      .poll(replicasSeenByAdmin, { timeout: 5000 })
      .toEqual([{ number: 1, usable: false, reason: 'unreachable', lagMs: null }]);
    await sleep(Math.max(0, lastChange + (MAX_LAG_SECONDS + 1) * 1000 - Date.now()));
    await replica.start();
    const startedAt = Date.now();
    await expect
      .poll(replicasSeenByAdmin, { timeout: 10_000, interval: 100 })
      .toEqual([{ number: 1, usable: true, reason: null, lagMs: 0 }]);
    // At the first checks once it answers again: a second each, and its connection's retry.
    expect(Date.now() - startedAt).toBeLessThan(4000);
    // And it stays in use, never "lagging" by the age of the last write.
    for (let check = 0; check < 3; check++) {
      await sleep(1000);
      expect((await replicasSeenByAdmin())[0]!.usable).toBe(true);
    }
  }, 60_000);

  it("answers visitors' searches and drawn pages from the replica while the primary is down, and only writes 503", async () => {
    const person = await createPerson(db, { firstName: 'Primaryless', lastName: 'Visitor' });
    const account = await createAccount(db, { personId: person.id });
    await replicaCaughtUp();
    await expect
      .poll(replicasSeenByAdmin, { timeout: 5000 })
      .toEqual([{ number: 1, usable: true, reason: null, lagMs: expect.any(Number) }]);
    expect((await server.request('/health/ready')).status).toBe(200);

    const restartPrimary = await stopPrimary();
    const search = await server.request('/api/people?search=primaryless');
    expect(search.status).toBe(200);
    expect((search.body as { people: { id: number }[] }).people.map(({ id }) => id)).toEqual([
      person.id,
    ]);
    const page = await server.request(`/people/${person.slug}`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('Primaryless Visitor');
    expect((await server.request(`/api/people/${person.id}`)).status).toBe(200);
    const sitemap = await server.request('/sitemap.xml', {
      headers: { accept: 'application/xml' },
    });
    expect(sitemap.status).toBe(200);
    expect(String(sitemap.body)).toContain(`/people/${person.slug}</loc>`);
    const badge = await server.request(`/badge/${account.id}.svg`, {
      headers: { accept: 'image/svg+xml' },
    });
    expect(badge.status).toBe(200);
    expect(String(badge.body)).toContain('Pending on');

    const vote = await server.request('/api/votes', {
      method: 'POST',
      token: member.token,
      body: { socialAccountId: account.id, isApproval: true },
    });
    expect(vote.status).toBe(503);
    // A readiness check answers the requests of the second after it started: within it, the
    // instance may still say what it found before the primary stopped.
    await expect
      .poll(async () => (await server.request('/health/ready')).status, { timeout: 5000 })
      .toBe(503);
    const notReady = await server.request('/health/ready');
    expect(notReady.status).toBe(503);
    expect(notReady.body).toMatchObject({
      ready: false,
      dependencies: expect.arrayContaining([
        expect.objectContaining({ name: 'database', required: true, up: false }),
        expect.objectContaining({ name: 'read replicas', up: true }),
      ]),
    });
    expect((await server.request('/health/live')).status).toBe(200);

    await restartPrimary();
  }, 90_000);
  it("keeps a signed-in reader's pages and reads with the primary down, honours an earlier sign-out, and answers their writes 503", async () => {
    const person = await createPerson(db, { firstName: 'Signedin', lastName: 'Reader' });
    const account = await createAccount(db, { personId: person.id });
    const signedOut = await createSession(db, member.id);
    const logout = await server.request('/api/logout', { method: 'POST', token: signedOut });
    expect(logout.status).toBe(200);
    // The reader changed something just before: their reads would go to the primary.
    const vote = await server.request('/api/votes', {
      method: 'POST',
      token: member.token,
      body: { socialAccountId: account.id, isApproval: true },
    });
    expect(vote.status).toBe(200);
    await replicaCaughtUp();
    await expect
      .poll(replicasSeenByAdmin, { timeout: 5000 })
      .toEqual([{ number: 1, usable: true, reason: null, lagMs: expect.any(Number) }]);

    const restartPrimary = await stopPrimary();
    const asReader = { cookie: `session=${member.token}`, accept: 'text/html' };
    for (const address of ['/', `/people/${person.slug}`, '/auth', '/community']) {
      const page = await server.request(address, { headers: asReader });
      expect(page.status, address).toBe(200);
      expect(String(page.body), address).toContain('<div id="root">');
    }
    const personPage = await server.request(`/people/${person.slug}`, { headers: asReader });
    expect(String(personPage.body)).toContain('Signedin Reader');
    expect(await approvals(person.id, member.token)).toBe(1);
    const reader = await server.request('/api/auth-status', { token: member.token });
    expect(reader.body).toMatchObject({ authenticated: true });
    const formerSession = await server.request('/api/auth-status', { token: signedOut });
    expect(formerSession.body).toMatchObject({ authenticated: false });

    const write = await server.request('/api/votes', {
      method: 'POST',
      token: member.token,
      body: { socialAccountId: account.id, isApproval: false },
    });
    expect(write.status).toBe(503);
    expect(write.body).toEqual({
      message: 'The database is unavailable right now. Please try again in a moment.',
    });

    await restartPrimary();
  }, 90_000);
});
