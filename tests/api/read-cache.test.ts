import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeoplePage } from '../../src/shared/schemas/people';
import { categoryId, createAccount, createPerson } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let alice: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp({ READ_CACHE_SECONDS: '1', RATE_LIMIT: 'on' });
  alice = await signedInUser(ctx);
});
afterAll(() => ctx.close());

const read = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers });
const names = (response: { json: () => unknown }) =>
  (response.json() as PeoplePage).people.map((person) => person.firstName);

describe('answers kept for visitors', () => {
  it("serves a visitor the answer kept from the previous visitor's read", async () => {
    await createPerson(ctx.database.db, { firstName: 'Kept', lastName: 'First' });
    const first = await read('/api/people?search=kept');
    // Written past the app, so only a fresh read of the database would show it.
    await createPerson(ctx.database.db, { firstName: 'Kept', lastName: 'Second' });
    const second = await read('/api/people?search=kept');
    expect(names(second)).toEqual(names(first));
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=30');
  });

  it('never keeps a signed-in reader’s answer, nor serves them a kept one', async () => {
    await read('/api/people?search=personal');
    await createPerson(ctx.database.db, { firstName: 'Personal', lastName: 'View' });
    const signedIn = await read('/api/people?search=personal', alice.headers);
    expect(names(signedIn)).toEqual(['Personal']);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  });

  it('shows a new person at once in the people list they join', async () => {
    const before = await read('/api/people?search=writer');
    expect(names(before)).toEqual([]);
    const added = await send(
      ctx,
      'POST',
      '/api/people',
      {
        firstName: 'Writer',
        lastName: 'Added',
        profession: 'Author',
        categoryId: await categoryId(ctx.database.db, 'Actors'),
      },
      alice,
    );
    expect(added.statusCode).toBe(201);
    expect(names(await read('/api/people?search=writer'))).toEqual(['Writer']);
  });

  it('keeps an answer no longer than READ_CACHE_SECONDS', async () => {
    await read('/api/people?search=expiring');
    await createPerson(ctx.database.db, { firstName: 'Expiring', lastName: 'Soon' });
    expect(names(await read('/api/people?search=expiring'))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(names(await read('/api/people?search=expiring'))).toEqual(['Expiring']);
  });

  it('repeats the paging link of a kept directory page and still counts the rate limit', async () => {
    for (let index = 0; index < 3; index++) {
      const person = await createPerson(ctx.database.db);
      await createAccount(ctx.database.db, { personId: person.id, status: 'verified' });
    }
    const first = await read('/api/directory?limit=1');
    const second = await read('/api/directory?limit=1');
    expect(first.headers.link).toMatch(/rel="next"/);
    expect(second.headers.link).toBe(first.headers.link);
    expect(Number(second.headers['ratelimit-remaining'])).toBe(
      Number(first.headers['ratelimit-remaining']) - 1,
    );
  });

  it('answers 304 from a kept answer when the client already has it', async () => {
    const first = await read('/api/people?search=kept');
    const again = await read('/api/people?search=kept', {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });
});
