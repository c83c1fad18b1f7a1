import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person, SocialAccount } from '../../src/shared/schemas/people';
import { people, socialAccounts } from '../../src/server/model/schema';
import { categoryId, createAccount, createPerson, platformId } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let alice: SignedInUser;
let unverified: SignedInUser;
let actors: number;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signedInUser(ctx);
  unverified = await signedInUser(ctx, { isVerified: false });
  actors = await categoryId(ctx.database.db, 'Actors');
});
afterAll(() => ctx.close());

const rowCount = async (table: typeof people | typeof socialAccounts) =>
  Number((await ctx.database.db.select({ total: count() }).from(table))[0]!.total);

describe('POST /api/people', () => {
  it('adds a person for a verified user, who becomes its adder', async () => {
    const response = await send(
      ctx,
      'POST',
      '/api/people',
      {
        firstName: '  Keanu ',
        lastName: 'Reeves',
        profession: 'Actor',
        categoryId: String(actors),
        addedById: 99999,
      },
      alice,
    );
    expect(response.statusCode).toBe(201);
    const person = response.json<Person>();
    expect(person).toMatchObject({
      firstName: 'Keanu',
      lastName: 'Reeves',
      slug: 'keanu-reeves',
      profession: 'Actor',
      category: { id: actors, name: 'Actors' },
      addedById: alice.id,
      addedBy: { username: alice.username },
      socialAccounts: [],
    });
    const found = await send(ctx, 'GET', '/api/people?search=keanu');
    expect(found.json().people.map((item: Person) => item.id)).toEqual([person.id]);
  });

  it('answers 409 with the existing person for the same name, ignoring case, accents and spaces', async () => {
    const existing = await createPerson(ctx.database.db, {
      firstName: 'Penélope',
      lastName: 'Cruz',
    });
    const before = await rowCount(people);
    const response = await send(
      ctx,
      'POST',
      '/api/people',
      {
        firstName: 'PENELOPE ',
        lastName: '  cruz',
        profession: 'Actress',
        categoryId: actors,
      },
      alice,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'A person with this name already exists.',
      existingPerson: {
        id: existing.id,
        firstName: 'Penélope',
        lastName: 'Cruz',
        slug: 'penélope-cruz',
      },
    });
    expect(await rowCount(people)).toBe(before);
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '   ' }, 'Last name is required'],
    [{ profession: undefined }, 'Profession is required'],
    [{ categoryId: 'abc' }, 'Please choose a category'],
    [{ categoryId: 999999 }, 'Please choose a category'],
    [{ firstName: 'x'.repeat(61) }, 'First name cannot exceed 60 characters'],
  ])('refuses %o with 400 and adds nothing', async (change, message) => {
    const before = await rowCount(people);
    const response = await send(
      ctx,
      'POST',
      '/api/people',
      {
        firstName: 'Valid',
        lastName: 'Name',
        profession: 'Actor',
        categoryId: actors,
        ...change,
      },
      alice,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowCount(people)).toBe(before);
  });

  it('refuses visitors with 401 and unverified users with 403', async () => {
    const payload = { firstName: 'No', lastName: 'Body', profession: 'Actor', categoryId: actors };
    const visitor = await send(ctx, 'POST', '/api/people', payload);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Authentication required' });
    const notVerified = await send(ctx, 'POST', '/api/people', payload, unverified);
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json().message).toContain('Please verify your email first');
  });
});

describe('POST /api/social-accounts', () => {
  it('adds a pending account, storing the username without @ or spaces', async () => {
    const person = await createPerson(ctx.database.db);
    const response = await send(
      ctx,
      'POST',
      '/api/social-accounts',
      {
        personId: person.id,
        platformId: String(await platformId(ctx.database.db, 'TikTok')),
        username: '  @dancer ',
        evidence: 'Linked from the official website footer.',
        url: 'https://www.tiktok.com/@dancer',
        submittedById: 12345,
      },
      alice,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<SocialAccount>()).toMatchObject({
      personId: person.id,
      username: 'dancer',
      isVerified: false,
      approvalCount: 0,
      rejectionCount: 0,
      submittedById: alice.id,
      submittedBy: { username: alice.username },
      platform: { name: 'TikTok' },
      // The profile address as the platform and username make it.
      url: 'https://tiktok.com/@dancer',
    });
    const listed = await send(ctx, 'GET', '/api/people?verification=pending');
    expect(listed.json().people.map((item: Person) => item.id)).toContain(person.id);
  });

  it('refuses the same platform and username, in any case, while pending or verified', async () => {
    const person = await createPerson(ctx.database.db);
    await createAccount(ctx.database.db, {
      personId: person.id,
      platform: 'Twitch',
      username: 'StreamerOne',
      status: 'verified',
    });
    await createAccount(ctx.database.db, {
      personId: person.id,
      platform: 'Twitch',
      username: 'oldfake',
      status: 'rejected',
    });
    const twitch = await platformId(ctx.database.db, 'Twitch');
    const payload = {
      personId: person.id,
      platformId: twitch,
      evidence: 'This is the official channel.',
    };
    const duplicate = await send(
      ctx,
      'POST',
      '/api/social-accounts',
      { ...payload, username: '@streamerone' },
      alice,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(
      'This account has already been submitted and is pending or verified',
    );
    const afterRejection = await send(
      ctx,
      'POST',
      '/api/social-accounts',
      { ...payload, username: 'OldFake' },
      alice,
    );
    expect(afterRejection.statusCode).toBe(201);
    const otherPlatform = await send(
      ctx,
      'POST',
      '/api/social-accounts',
      {
        ...payload,
        platformId: await platformId(ctx.database.db, 'Instagram'),
        username: 'streamerone',
      },
      alice,
    );
    expect(otherPlatform.statusCode).toBe(201);
  });

  it.each([
    [
      { evidence: 'too short' },
      'Please provide evidence for authenticity (at least 10 characters)',
    ],
    [{ evidence: undefined }, 'Please provide evidence for authenticity (at least 10 characters)'],
    [{ platformId: '' }, 'Platform is required'],
    [{ platformId: undefined }, 'Platform is required'],
    [{ username: '@' }, 'Username is required'],
    [{ url: 'javascript:alert(1)' }, 'URL must start with http:// or https://'],
    [{ url: 'ftp://example.com/x' }, 'URL must start with http:// or https://'],
  ])('refuses %o with 400 and adds nothing', async (change, message) => {
    const person = await createPerson(ctx.database.db);
    const before = await rowCount(socialAccounts);
    const response = await send(
      ctx,
      'POST',
      '/api/social-accounts',
      {
        personId: person.id,
        platformId: await platformId(ctx.database.db, 'YouTube'),
        username: 'someone',
        evidence: 'Linked from the official website footer.',
        ...change,
      },
      alice,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowCount(socialAccounts)).toBe(before);
  });

  it('answers 404 for a missing or deleted person', async () => {
    const gone = await createPerson(ctx.database.db);
    await ctx.database.db.update(people).set({ isDeleted: true }).where(eq(people.id, gone.id));
    for (const personId of [gone.id, 999999]) {
      const response = await send(
        ctx,
        'POST',
        '/api/social-accounts',
        {
          personId,
          platformId: await platformId(ctx.database.db, 'YouTube'),
          username: 'someone',
          evidence: 'Linked from the official website footer.',
        },
        alice,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Person not found' });
    }
  });
});
