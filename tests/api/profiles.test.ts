import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, users } from '../../src/server/model/schema';
import { castVote, createAccount, createPerson } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alice = await signedInUser(ctx);
  bob = await signedInUser(ctx);
  const person = await createPerson(db, {
    firstName: 'Ada',
    lastName: 'Profile',
    addedById: alice.id,
  });
  const verified = await createAccount(db, {
    personId: person.id,
    platform: 'Twitter',
    username: 'ada_x',
    status: 'verified',
    submittedById: alice.id,
  });
  const rejected = await createAccount(db, {
    personId: person.id,
    platform: 'TikTok',
    username: 'ada_fake',
    status: 'rejected',
    rejectionCount: 10,
    submittedById: alice.id,
  });
  const pending = await createAccount(db, {
    personId: person.id,
    platform: 'Twitch',
    username: 'ada_live',
    submittedById: bob.id,
    approvalCount: 1,
  });
  await castVote(db, pending.id, alice.id, true);
  await castVote(db, rejected.id, alice.id, false);
  await send(ctx, 'POST', `/api/social-accounts/${verified.id}/rate`, { rating: 4 }, alice);
  await send(
    ctx,
    'POST',
    `/api/social-accounts/${verified.id}/reviews`,
    { reviewText: 'The real account, posts daily.' },
    alice,
  );
  for (const text of ['First comment here', 'Second comment here']) {
    await send(ctx, 'POST', '/api/comments', { text, personId: person.id }, alice);
  }
  await db
    .insert(comments)
    .values({ text: 'Removed comment', userId: alice.id, personId: person.id, isDeleted: true });
});
afterAll(() => ctx.close());

describe('GET /api/users/{username}/profile', () => {
  it('shows the activity counts, and the e-mail only to the user themselves', async () => {
    const own = await send(
      ctx,
      'GET',
      `/api/users/${alice.username.toUpperCase()}/profile`,
      undefined,
      alice,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      user: {
        id: alice.id,
        username: alice.username,
        role: 'user',
        isVerified: true,
        createdAt: expect.any(String),
        email: `${alice.username.toLowerCase()}@example.com`,
      },
      activity: {
        peopleAdded: 1,
        submittedAccounts: 2,
        verifiedAccounts: 1,
        votes: 1,
        ratings: 1,
        reviews: 1,
        comments: 2,
      },
    });
    const seenByOthers = await send(
      ctx,
      'GET',
      `/api/users/${alice.username}/profile`,
      undefined,
      bob,
    );
    expect(seenByOthers.json().user.email).toBeUndefined();
    // The rejected proposal counts on the proposer's own profile only.
    expect(seenByOthers.json().activity.submittedAccounts).toBe(1);
    const seenByVisitors = (await send(ctx, 'GET', `/api/users/${alice.username}/profile`)).json();
    expect(JSON.stringify(seenByVisitors)).not.toContain('@example.com');
    expect(seenByVisitors.activity.submittedAccounts).toBe(1);
  });

  it('reads the user and every count in one SQL statement', async () => {
    ctx.database.statements.length = 0;
    const response = await send(ctx, 'GET', `/api/users/${alice.username}/profile`);
    expect(response.statusCode).toBe(200);
    expect(ctx.database.statements).toHaveLength(1);
  });

  it('answers 404 for unknown and deleted users', async () => {
    expect((await send(ctx, 'GET', '/api/users/nobody-at-all/profile')).json()).toEqual({
      message: 'User not found',
    });
    const gone = await signedInUser(ctx);
    await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await send(ctx, 'GET', `/api/users/${gone.username}/profile`)).statusCode).toBe(404);
    expect((await send(ctx, 'GET', `/api/users/${gone.username}/votes`)).statusCode).toBe(404);
  });
});

describe('profile activity lists', () => {
  it('lists submissions with their status and counts, newest first', async () => {
    const response = await send(
      ctx,
      'GET',
      `/api/users/${alice.username}/submissions`,
      undefined,
      alice,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 2, page: 1, limit: 5 });
    expect(
      page.submissions
        .map((item: { username: string; status: string }) => [item.username, item.status])
        .sort(),
    ).toEqual([
      ['ada_fake', 'Rejected'],
      ['ada_x', 'Verified'],
    ]);
    expect(page.submissions[0]).toMatchObject({
      person: { firstName: 'Ada', lastName: 'Profile' },
      platform: { name: expect.any(String) },
    });
  });

  it('lists votes, ratings, reviews and comments with their account or person', async () => {
    const votes = (await send(ctx, 'GET', `/api/users/${alice.username}/votes`)).json();
    expect(votes.total).toBe(1);
    expect(votes.votes.map((vote: { isApproval: boolean }) => vote.isApproval)).toEqual([true]);
    expect(votes.votes[0].socialAccount).toMatchObject({ person: { firstName: 'Ada' } });
    const ratings = (await send(ctx, 'GET', `/api/users/${alice.username}/ratings`)).json();
    expect(ratings.ratings).toEqual([
      expect.objectContaining({
        rating: 4,
        socialAccount: expect.objectContaining({
          username: 'ada_x',
          platform: { name: 'Twitter' },
        }),
      }),
    ]);
    const reviews = (await send(ctx, 'GET', `/api/users/${alice.username}/reviews`)).json();
    expect(reviews.reviews[0]).toMatchObject({ reviewText: 'The real account, posts daily.' });
    const commentsPage = (
      await send(ctx, 'GET', `/api/users/${alice.username}/comments?limit=1`)
    ).json();
    expect(commentsPage).toMatchObject({ total: 2, limit: 1 });
    expect(commentsPage.comments[0]).toMatchObject({
      text: 'Second comment here',
      parentId: null,
      person: { firstName: 'Ada' },
    });
    expect(
      (await send(ctx, 'GET', `/api/users/${alice.username}/comments?page=2&limit=1`)).json()
        .comments[0].text,
    ).toBe('First comment here');
    expect(
      (await send(ctx, 'GET', `/api/users/${alice.username}/comments?limit=500`)).statusCode,
    ).toBe(400);
  });
});
