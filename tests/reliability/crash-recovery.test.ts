import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/platform/database/client';
import { createAccount, createPerson } from '../helpers/factories';
import { keptFiguresAndRecount, voteDrift } from './support/consistency';
import { createFreshDatabase, type FreshDatabase } from './support/databases';
import { sendConcurrently } from './support/load';
import { createMembers, type Member } from './support/members';
import { ServerProcess } from './support/server-process';
import { sendWrite, type Write, writesNotStored } from './support/writes';

const PORT = 3400;
/** Accounts that collect votes without reaching a threshold, and accounts that reach one mid-burst. */
const QUIET_ACCOUNTS = 30;
const VOTERS_PER_QUIET_ACCOUNT = 9;
const DECIDED_ACCOUNTS = 4;
const VOTERS_PER_DECIDED_ACCOUNT = 24;
const RATED_ACCOUNTS = 4;
const REVIEWED_ACCOUNTS = 2;
const MEMBERS = 60;
/** Requests in flight at once. */
const CONCURRENCY = 16;

let database: FreshDatabase;
let db: Database;
let dataDir: string;
let server: ServerProcess;

const start = () =>
  ServerProcess.start({
    port: PORT,
    databaseUrl: database.url,
    dataDir,
    env: { RATE_LIMIT: 'off', READ_CACHE_SECONDS: '0' },
  });

beforeAll(async () => {
  database = await createFreshDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'directory-crash-'));
  server = await start();
  db = (await database.handle()).db;
});

afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A fixed shuffle, so every run mixes the kinds of writes the same way. */
function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  let seed = 7;
  for (let index = copy.length - 1; index > 0; index--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = seed % (index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * A mixed burst on fresh accounts: votes that leave accounts pending, votes that verify
 * accounts (the change of state, the person's counts and the change feed move together),
 * ratings and reviews. Every user writes at most once per account and kind, so each
 * answered write names exactly one row.
 */
async function prepareBurst(members: Member[]): Promise<Write[]> {
  // Each account of a person of its own: a second account on a platform where its person
  // has a verified one waits for an administrator, whatever the votes.
  const account = async (status: 'pending' | 'verified') =>
    createAccount(db, { personId: (await createPerson(db)).id, status });
  const writes: Write[] = [];
  for (let index = 0; index < QUIET_ACCOUNTS; index++) {
    const { id } = await account('pending');
    for (let voter = 0; voter < VOTERS_PER_QUIET_ACCOUNT; voter++) {
      const member = members[(index + voter) % members.length]!;
      writes.push({ kind: 'vote', member, accountId: id, isApproval: voter % 2 === 0 });
    }
  }
  for (let index = 0; index < DECIDED_ACCOUNTS; index++) {
    const { id } = await account('pending');
    for (let voter = 0; voter < VOTERS_PER_DECIDED_ACCOUNT; voter++) {
      const member = members[(index * 13 + voter) % members.length]!;
      writes.push({ kind: 'vote', member, accountId: id, isApproval: index % 2 === 0 });
    }
  }
  for (let index = 0; index < RATED_ACCOUNTS; index++) {
    const { id } = await account('verified');
    for (const [position, member] of members.entries()) {
      writes.push({ kind: 'rating', member, accountId: id, rating: 1 + ((position + index) % 5) });
      if (index < REVIEWED_ACCOUNTS) {
        writes.push({
          kind: 'review',
          member,
          accountId: id,
          text: `Review ${position} of account ${id}: checked against the official site.`,
        });
      }
    }
  }
  return shuffle(writes);
}

/**
 * Sends a fresh burst and sends `signal` to the server once half of it was answered 2xx,
 * while other requests are still in flight; waits until the server is gone. With
 * `keepSending` the clients go on sending the rest, as clients of a stopping server do.
 */
async function burstStoppedBy(signal: NodeJS.Signals, { keepSending = false } = {}) {
  const members = await createMembers(db, MEMBERS);
  const writes = await prepareBurst(members);
  const stopAfter = Math.floor(writes.length / 2);
  let answered = 0;
  let signalledAt = Infinity;
  let signalled = 0;
  const outcomes = await sendConcurrently(
    writes,
    CONCURRENCY,
    (write) => sendWrite((address, options) => server.request(address, options), write),
    (outcome) => {
      if (outcome.answer && outcome.answer.status < 300) answered++;
      if (signalled) return keepSending;
      if (answered < stopAfter) return true;
      signalledAt = outcome.endedAt;
      signalled = performance.now();
      // Synchronously, while the other requests are still in flight.
      void server.stop(signal);
      return keepSending;
    },
  );
  const exit = await server.stop(signal);
  const stopMs = performance.now() - signalled;
  const acknowledged = outcomes.flatMap((outcome) =>
    outcome.answer && outcome.answer.status < 300 ? [outcome.item] : [],
  );
  const cutOff = outcomes.filter((outcome) => outcome.error && outcome.sentAt < signalledAt);
  const refused = outcomes.filter((outcome) => outcome.error && outcome.sentAt >= signalledAt);
  const statuses = outcomes.flatMap((outcome) => (outcome.answer ? [outcome.answer.status] : []));
  const count = (status: number) => statuses.filter((each) => each === status).length;
  console.info(
    `${signal} during a burst of ${writes.length} writes: ${outcomes.length} sent, ` +
      `${acknowledged.length} answered 2xx, ${count(409)} refused 409 (voting ended), ${count(404)} refused 404 (account rejected), ` +
      `${count(503)} answered 503, ${cutOff.length} cut off, ${refused.length} refused a connection; gone ${Math.round(stopMs)} ms after the signal`,
  );
  return { exit, stopMs, outcomes, statuses, acknowledged, cutOff };
}

/** Writes that were cut off yet had committed: allowed, and counted for the record. */
async function countCommittedAnyway(cutOff: { item: Write }[]) {
  const missing = await writesNotStored(
    db,
    cutOff.map((outcome) => outcome.item),
  );
  return cutOff.length - missing.length;
}

describe('a server killed with SIGKILL in the middle of a burst of writes', () => {
  it('leaves no half-written change, keeps every answered write, and serves again after a restart', async () => {
    const { exit, statuses, acknowledged, cutOff } = await burstStoppedBy('SIGKILL');
    expect(exit.signal).toBe('SIGKILL');
    // 409 answers a vote after its account was verified, 404 a write to an account the
    // community rejected meanwhile (it is hidden); nothing else is expected.
    expect(statuses.filter((status) => status >= 300 && status !== 409 && status !== 404)).toEqual(
      [],
    );
    expect(cutOff.length).toBeGreaterThan(0);

    server = await start();

    expect(await writesNotStored(db, acknowledged)).toEqual([]);
    console.info(
      `${await countCommittedAnyway(cutOff)} cut-off writes had committed before the kill`,
    );
    expect(await voteDrift(db)).toEqual([]);
    const { kept, recounted } = await keptFiguresAndRecount(db);
    expect(kept).toEqual(recounted);

    const [voter] = await createMembers(db, 1);
    const person = await createPerson(db);
    const fresh = await createAccount(db, { personId: person.id });
    const page = await server.request(`/api/people/${person.id}`);
    expect(page.status).toBe(200);
    const vote = await sendWrite((address, options) => server.request(address, options), {
      kind: 'vote',
      member: voter!,
      accountId: fresh.id,
      isApproval: true,
    });
    expect(vote.status).toBe(200);
    expect(vote.body).toMatchObject({ approvalCount: 1, rejectionCount: 0, status: 'pending' });
  });
});

describe('a server stopped with SIGTERM in the middle of a burst of writes', () => {
  it('finishes the requests it took, refuses the rest cleanly, logs no error and exits 0', async () => {
    const { exit, stopMs, outcomes, statuses, acknowledged, cutOff } = await burstStoppedBy(
      'SIGTERM',
      { keepSending: true },
    );
    expect(exit).toEqual({ code: 0, signal: null });
    // Keep-alive connections must not hold the stop for their whole timeout.
    expect(stopMs).toBeLessThan(10_000);
    expect(server.errors()).toEqual([]);
    expect(statuses.filter((status) => status >= 300 && ![404, 409, 503].includes(status))).toEqual(
      [],
    );
    for (const outcome of outcomes.filter((each) => each.answer?.status === 503)) {
      expect(outcome.answer!.body).toMatchObject({ message: expect.any(String) });
    }
    // A request the server had taken before the signal is answered, never dropped.
    expect(cutOff).toEqual([]);

    server = await start();
    expect(await writesNotStored(db, acknowledged)).toEqual([]);
    expect(await voteDrift(db)).toEqual([]);
    const { kept, recounted } = await keptFiguresAndRecount(db);
    expect(kept).toEqual(recounted);
  });
});
