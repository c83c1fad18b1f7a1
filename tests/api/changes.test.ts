import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryChange } from '../../src/shared/schemas/changes';
import type { DirectoryEntry } from '../../src/shared/schemas/directory';
import type { Person } from '../../src/shared/schemas/people';
import { createAccount, createPerson, platformId } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { addPersonAs, readChanges as readFeed } from '../helpers/changes';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: SignedInUser;
let submitter: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedInUser(ctx, { role: 'admin' });
  submitter = await signedInUser(ctx);
});
afterAll(() => ctx.close());

const readChanges = (query: string) => readFeed(ctx, query);
const latestCursor = async () => (await readChanges('since=latest')).nextCursor;

/** Every change recorded while `action` ran. */
async function changesDuring(action: () => Promise<unknown>): Promise<DirectoryChange[]> {
  const since = await latestCursor();
  await action();
  const page = await readChanges(`since=${since}&limit=1000`);
  expect(page.hasMore).toBe(false);
  return page.changes;
}

const summary = (change: DirectoryChange) => ({
  kind: change.kind,
  personId: change.personId,
  accountId: change.accountId,
  mergedIntoId: change.mergedIntoId,
  listed: change.account !== null,
});

/** An account change as `summary` shows it: a verified account is in the directory. */
const accountChange = (kind: DirectoryChange['kind'], personId: number, accountId: number) => ({
  kind,
  personId,
  accountId,
  mergedIntoId: null,
  listed: kind === 'account_verified',
});

async function directoryEntry(accountId: number) {
  const entries = (await send(ctx, 'GET', '/api/directory?limit=500')).json<DirectoryEntry[]>();
  return entries.find((entry) => entry.id === accountId);
}

async function submitAccount(personId: number, username: string) {
  const response = await send(
    ctx,
    'POST',
    '/api/social-accounts',
    {
      personId,
      platformId: await platformId(ctx.database.db, 'Instagram'),
      username,
      evidence: 'Linked from the official website of this person.',
    },
    submitter,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/** Ten votes whose voters count (trusted): the tenth decides the account. */
async function voteTen(accountId: number, isApproval: boolean) {
  for (let count = 0; count < 10; count += 1) {
    const voter = await signedInUser(ctx, { trusted: true });
    const response = await send(
      ctx,
      'POST',
      '/api/votes',
      { socialAccountId: accountId, isApproval },
      voter,
    );
    expect(response.statusCode, response.body).toBe(200);
  }
}

const addPerson = (firstName: string, lastName: string, user = submitter) =>
  addPersonAs(ctx, user, firstName, lastName);

const verifiedAccount = (
  personId: number,
  overrides: { platform?: string; username?: string } = {},
) => createAccount(ctx.database.db, { personId, status: 'verified', ...overrides });

describe('GET /api/changes records each change where it happens', () => {
  it('a person added through the API', async () => {
    let person: Person | undefined;
    const changes = await changesDuring(async () => {
      person = await addPerson('Ada', 'Lovelace');
    });
    expect(changes).toEqual([
      {
        cursor: expect.stringMatching(/^\d+$/),
        kind: 'person_added',
        occurredAt: expect.any(String),
        personId: person!.id,
        personSlug: 'ada-lovelace',
        accountId: null,
        mergedIntoId: null,
        account: null,
      },
    ]);
  });

  it('an account verified at 10 approvals, with its directory entry, and one rejected at 10 rejections', async () => {
    const person = await createPerson(ctx.database.db);
    const approved = await submitAccount(person.id, 'approved_by_ten');
    const rejected = await submitAccount(person.id, 'rejected_by_ten');

    const verifying = await changesDuring(() => voteTen(approved, true));
    expect(verifying.map(summary)).toEqual([
      accountChange('account_verified', person.id, approved),
    ]);
    expect(verifying[0]!.account).toEqual(await directoryEntry(approved));

    const rejecting = await changesDuring(() => voteTen(rejected, false));
    expect(rejecting.map(summary)).toEqual([accountChange('account_removed', person.id, rejected)]);
  });

  it('an admin deleting an account, and removing a reported one', async () => {
    const person = await createPerson(ctx.database.db);
    const deleted = await verifiedAccount(person.id);
    const reported = await verifiedAccount(person.id);

    const deleting = await changesDuring(() =>
      send(ctx, 'DELETE', `/api/admin/social-accounts/${deleted.id}`, undefined, admin),
    );
    expect(deleting.map(summary)).toEqual([
      accountChange('account_removed', person.id, deleted.id),
    ]);

    const report = await send(
      ctx,
      'POST',
      '/api/social-accounts/report',
      {
        socialAccountId: reported.id,
        reason: 'This account is an impersonation.',
        evidence: 'The real one is linked from the official site.',
      },
      submitter,
    );
    const reportId = report.json<{ report: { id: number } }>().report.id;
    const resolve = (action: string) =>
      send(ctx, 'POST', `/api/admin/reports/${reportId}/resolve`, { action }, admin);
    expect(await changesDuring(() => resolve('investigate'))).toEqual([]);
    const removing = await changesDuring(() => resolve('remove'));
    expect(removing.map(summary)).toEqual([
      accountChange('account_removed', person.id, reported.id),
    ]);
  });

  it('an admin deleting a person, with the directory accounts that leave with them', async () => {
    const person = await createPerson(ctx.database.db);
    const listed = await verifiedAccount(person.id);
    await createAccount(ctx.database.db, { personId: person.id, status: 'pending' });
    const changes = await changesDuring(() =>
      send(ctx, 'DELETE', `/api/admin/people/${person.id}`, undefined, admin),
    );
    expect(changes.map(summary)).toEqual([
      {
        kind: 'person_deleted',
        personId: person.id,
        accountId: null,
        mergedIntoId: null,
        listed: false,
      },
      accountChange('account_removed', person.id, listed.id),
    ]);
  });

  it('an admin verifying an account and taking it back to pending', async () => {
    const person = await createPerson(ctx.database.db);
    const account = await createAccount(ctx.database.db, { personId: person.id });
    const toggle = () =>
      send(
        ctx,
        'POST',
        `/api/admin/social-accounts/${account.id}/toggle-verification`,
        undefined,
        admin,
      );
    const verifying = await changesDuring(toggle);
    expect(verifying.map(summary)).toEqual([
      accountChange('account_verified', person.id, account.id),
    ]);
    expect((await changesDuring(toggle)).map(summary)).toEqual([
      accountChange('account_removed', person.id, account.id),
    ]);
  });

  it('a merge: the merged person, then the accounts that moved, left or changed', async () => {
    const db = ctx.database.db;
    const keep = await createPerson(db, { firstName: 'Kept', lastName: 'Person' });
    const remove = await createPerson(db, { firstName: 'Merged', lastName: 'Person' });
    const keptOwn = await verifiedAccount(keep.id, { platform: 'Twitter' });
    // A's rejected duplicate survives the merge (A's own accounts do) and takes B's verified status.
    const keptDuplicate = await createAccount(db, {
      personId: keep.id,
      platform: 'YouTube',
      username: 'shared_handle',
      status: 'rejected',
    });
    const movedDuplicate = await verifiedAccount(remove.id, {
      platform: 'YouTube',
      username: 'SHARED_HANDLE',
    });
    const moved = await verifiedAccount(remove.id, { platform: 'TikTok' });
    const movedPending = await createAccount(db, { personId: remove.id, platform: 'Twitch' });

    const changes = await changesDuring(() =>
      send(
        ctx,
        'POST',
        '/api/test-merge',
        { keepPersonId: keep.id, removePersonId: remove.id, cleanDuplicateSocialAccounts: true },
        admin,
      ),
    );
    expect(changes.map(summary)).toEqual([
      {
        kind: 'person_merged',
        personId: remove.id,
        accountId: null,
        mergedIntoId: keep.id,
        listed: false,
      },
      accountChange('account_removed', remove.id, movedDuplicate.id),
      accountChange('account_verified', keep.id, keptDuplicate.id),
      accountChange('account_verified', keep.id, moved.id),
    ]);
    expect(changes[3]!.account).toMatchObject({ id: moved.id, name: 'Kept Person' });
    const mentioned = changes.map((change) => change.accountId);
    expect(mentioned).not.toContain(keptOwn.id);
    expect(mentioned).not.toContain(movedPending.id);
  });

  it('a duplicate cleanup: the survivor rewritten, the duplicates never listed', async () => {
    const db = ctx.database.db;
    const person = await createPerson(db);
    await createAccount(db, {
      personId: person.id,
      platform: 'YouTube',
      username: 'twice_listed',
      status: 'rejected',
    });
    await createAccount(db, {
      personId: person.id,
      platform: 'YouTube',
      username: 'TWICE_LISTED',
      status: 'rejected',
    });
    const verified = await verifiedAccount(person.id, {
      platform: 'YouTube',
      username: 'Twice_Listed',
    });
    const clean = () =>
      send(ctx, 'POST', '/api/people/clean-social-accounts', { personId: person.id }, admin);
    const changes = await changesDuring(clean);
    // The verified one survives (verified before rejected); the rejected ones were never listed.
    expect(changes.map(summary)).toEqual([
      accountChange('account_verified', person.id, verified.id),
    ]);
    expect(await changesDuring(clean)).toEqual([]);
  });
});

describe('reading the feed', () => {
  it('pages with since and limit, listing every change once, oldest first', async () => {
    const since = await latestCursor();
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) await addPerson(name, 'Paged');
    const recent = await readChanges(`since=${since}&limit=1000`);
    expect(recent.changes.map((change) => change.personSlug)).toEqual(
      ['one', 'two', 'three', 'four', 'five'].map((name) => `${name}-paged`),
    );

    const paged: DirectoryChange[] = [];
    let page = await readChanges(`since=${since}&limit=2`);
    paged.push(...page.changes);
    while (page.hasMore) {
      expect(page.changes).toHaveLength(2);
      page = await readChanges(`since=${page.nextCursor}&limit=2`);
      paged.push(...page.changes);
    }
    expect(paged).toEqual(recent.changes);
    expect(page.nextCursor).toBe(recent.changes.at(-1)!.cursor);

    // Without since the feed starts at the first change, and ends with the same ones.
    const everything = await readChanges('limit=1000');
    expect(everything.changes.slice(-5)).toEqual(recent.changes);
    const ids = everything.changes.map((change) => Number(change.cursor));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(await readChanges(`since=${page.nextCursor}`)).toEqual({
      changes: [],
      nextCursor: page.nextCursor,
      hasMore: false,
    });
  });

  it('answers the newest cursor for since=latest, without changes', async () => {
    const since = await latestCursor();
    const person = await addPerson('Newest', 'Change');
    const [added] = (await readChanges(`since=${since}`)).changes;
    expect(added).toMatchObject({ kind: 'person_added', personId: person.id });
    expect(await readChanges('since=latest')).toEqual({
      changes: [],
      nextCursor: added!.cursor,
      hasMore: false,
    });
  });

  it.each([
    ['since=abc', 'since must be a cursor from an earlier answer, or latest'],
    ['since=-1', 'since must be a cursor from an earlier answer, or latest'],
    ['since=', 'since must be a cursor from an earlier answer, or latest'],
    ['since=99999999999', 'since must be a cursor from an earlier answer, or latest'],
    ['since=3000000000', 'since must be a cursor from an earlier answer, or latest'],
    ['since=1&since=2', 'since must be a cursor from an earlier answer, or latest'],
    ['limit=0', 'limit must be a whole number from 1 to 1000'],
    ['limit=1001', 'limit must be a whole number from 1 to 1000'],
    ['limit=ten', 'limit must be a whole number from 1 to 1000'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await ctx.app.inject(`/api/changes?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('never lets a reader skip a change while writers commit concurrently', async () => {
    const since = await latestCursor();
    const actors = Array.from({ length: 10 }, () => signedInUser(ctx));
    const polled: DirectoryChange[] = [];
    let writing = true;
    const poll = async () => {
      let cursor = since;
      for (;;) {
        // Only a read that starts after the last commit may end the polling.
        const last = !writing;
        const page = await readChanges(`since=${cursor}`);
        polled.push(...page.changes);
        cursor = page.nextCursor;
        if (last && !page.hasMore) return;
        await sleep(1);
      }
    };
    const poller = poll();
    const users = await Promise.all(actors);
    const added = await Promise.all(
      users.map((user, index) => addPerson('Concurrent', `Writer ${index}`, user)),
    );
    writing = false;
    await poller;

    const ids = polled.map((change) => Number(change.cursor));
    expect(ids).toHaveLength(10);
    // Strictly ascending and without gaps: no change was skipped or seen twice.
    expect(ids).toEqual(ids.map((_, index) => ids[0]! + index));
    expect(ids[0]).toBe(Number(since) + 1);
    const byId = (a: number, b: number) => a - b;
    expect(polled.map((change) => change.personId).sort(byId)).toEqual(
      added.map((person) => person.id).sort(byId),
    );
  });
});
