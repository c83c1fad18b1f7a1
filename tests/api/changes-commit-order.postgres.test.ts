import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordChanges } from '../../src/server/modules/changes';
import { createPerson } from '../helpers/factories';
import { signedInUser, type SignedInUser } from '../helpers/signed-in';
import { addPersonAs, readChanges as readFeed } from '../helpers/changes';
import { createServerTestDatabase, createTestApp, type TestContext } from '../helpers/test-app';

// Writers overlapping in time need a server: the embedded database runs one transaction at a time.
let ctx: TestContext;
let submitter: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp({}, { database: await createServerTestDatabase() });
  submitter = await signedInUser(ctx);
});
afterAll(() => ctx.close());

const readChanges = (query: string) => readFeed(ctx, query);

describe('the change feed under concurrent writers', () => {
  it('holds a later writer back until an earlier one commits, so no reader passes an id still to come', async () => {
    const since = (await readChanges('since=latest')).nextCursor;
    const person = await createPerson(ctx.database.db);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let markRecorded!: () => void;
    const recorded = new Promise<void>((resolve) => (markRecorded = resolve));
    const earlier = ctx.database.db.transaction(async (tx) => {
      await recordChanges(tx, { kind: 'person_added', personId: person.id });
      markRecorded();
      await released;
    });
    await recorded;
    const later = addPersonAs(ctx, submitter, 'Later', 'Writer');
    try {
      await sleep(300);
      // The later writer waits for the lock: a reader sees neither change yet.
      expect((await readChanges(`since=${since}`)).changes).toEqual([]);
    } finally {
      release();
      await earlier;
    }
    const laterPerson = await later;
    const changes = (await readChanges(`since=${since}`)).changes;
    expect(changes.map((change) => change.personId)).toEqual([person.id, laterPerson.id]);
    expect(Number(changes[1]!.cursor)).toBe(Number(changes[0]!.cursor) + 1);
  });
});
