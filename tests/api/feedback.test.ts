import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../src/shared/schemas/people';
import type { Review, ReviewsPage } from '../../src/shared/schemas/accounts';
import { reports, reviews } from '../../src/server/model/schema';
import { createAccount, createPerson, rateAccount } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;
let personId: number;
let verifiedId: number;
let pendingId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signedInUser(ctx);
  bob = await signedInUser(ctx);
  const person = await createPerson(ctx.database.db);
  personId = person.id;
  verifiedId = (
    await createAccount(ctx.database.db, { personId, platform: 'YouTube', status: 'verified' })
  ).id;
  pendingId = (
    await createAccount(ctx.database.db, { personId, platform: 'Twitch', status: 'pending' })
  ).id;
});
afterAll(() => ctx.close());

const rowCount = async (table: typeof reviews | typeof reports) =>
  Number((await ctx.database.db.select({ total: count() }).from(table))[0]!.total);

describe('ratings', () => {
  it('answers the averages and the viewer rating, with null for a visitor', async () => {
    await rateAccount(ctx.database.db, verifiedId, [4, 2], 40);
    const visitor = await send(ctx, 'GET', `/api/social-accounts/${verifiedId}/rating`);
    expect(visitor.json()).toEqual({
      averageRating: 3,
      averageRating30Day: null,
      userRating: null,
    });
  });

  it('rates a verified account, replacing the user rating, and keeps the person averages current', async () => {
    const first = await send(
      ctx,
      'POST',
      `/api/social-accounts/${verifiedId}/rate`,
      { rating: 5 },
      alice,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Rating submitted',
      averageRating: 3.667,
      averageRating30Day: 5,
      userRating: 5,
    });
    const second = await send(
      ctx,
      'POST',
      `/api/social-accounts/${verifiedId}/rate`,
      { rating: 3 },
      alice,
    );
    expect(second.json()).toMatchObject({ averageRating: 3, averageRating30Day: 3, userRating: 3 });
    const mine = await send(
      ctx,
      'GET',
      `/api/social-accounts/${verifiedId}/rating`,
      undefined,
      alice,
    );
    expect(mine.json().userRating).toBe(3);
    const person = (await send(ctx, 'GET', `/api/people/${personId}`)).json<Person>();
    expect(person.avgRating).toBe(3);
    expect(person.avgRating30).toBe(3);
    expect(person.socialAccounts.find((account) => account.id === verifiedId)).toMatchObject({
      avgRating: 3,
      ratingCount: 3,
    });
  });

  it.each([[0], [6], [3.5], ['4'], [null]])('refuses the rating %o with 400', async (rating) => {
    const response = await send(
      ctx,
      'POST',
      `/api/social-accounts/${verifiedId}/rate`,
      { rating },
      bob,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Rating must be a whole number from 1 to 5');
  });

  it('refuses pending accounts, visitors and unknown accounts', async () => {
    const pending = await send(
      ctx,
      'POST',
      `/api/social-accounts/${pendingId}/rate`,
      { rating: 4 },
      bob,
    );
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe('Only verified accounts can be rated');
    const visitor = await send(ctx, 'POST', `/api/social-accounts/${verifiedId}/rate`, {
      rating: 4,
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Authentication required');
    expect(
      (await send(ctx, 'POST', '/api/social-accounts/999999/rate', { rating: 4 }, bob)).statusCode,
    ).toBe(404);
    expect((await send(ctx, 'GET', '/api/social-accounts/abc/rating')).statusCode).toBe(400);
  });
});

describe('reviews', () => {
  it('lets a user write one review, edit it and delete it; others cannot touch it', async () => {
    const created = await send(
      ctx,
      'POST',
      `/api/social-accounts/${verifiedId}/reviews`,
      { reviewText: '  Posts every week and answers fans.  ' },
      alice,
    );
    expect(created.statusCode).toBe(201);
    const review = created.json<Review>();
    expect(review).toMatchObject({
      reviewText: 'Posts every week and answers fans.',
      user: { username: alice.username },
    });
    expect(review.updatedAt).toBe(review.createdAt);

    const again = await send(
      ctx,
      'POST',
      `/api/social-accounts/${verifiedId}/reviews`,
      { reviewText: 'A second opinion of mine.' },
      alice,
    );
    expect(again.statusCode).toBe(409);

    const foreignEdit = await send(
      ctx,
      'PUT',
      `/api/reviews/${review.id}`,
      { reviewText: 'Hijacked review text here.' },
      bob,
    );
    expect(foreignEdit.statusCode).toBe(403);
    expect(foreignEdit.json().message).toBe('You can only edit your own reviews');
    const foreignDelete = await send(
      ctx,
      'DELETE',
      `/api/reviews/${review.id}?socialAccountId=${verifiedId}`,
      undefined,
      bob,
    );
    expect(foreignDelete.statusCode).toBe(403);
    expect(foreignDelete.json().message).toBe('You can only delete your own reviews');

    const edited = await send(
      ctx,
      'PUT',
      `/api/reviews/${review.id}`,
      { reviewText: 'Posts every week, answers fans.', socialAccountId: verifiedId },
      alice,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Review>().reviewText).toBe('Posts every week, answers fans.');
    expect(edited.json<Review>().updatedAt).not.toBe(review.createdAt);

    const deleted = await send(
      ctx,
      'DELETE',
      `/api/reviews/${review.id}?socialAccountId=${verifiedId}`,
      undefined,
      alice,
    );
    expect(deleted.statusCode).toBe(200);
    expect(
      (
        await send(
          ctx,
          'PUT',
          `/api/reviews/${review.id}`,
          { reviewText: 'Back from the dead text.' },
          alice,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('pages reviews newest first with the author username', async () => {
    const writers = await Promise.all(Array.from({ length: 7 }, () => signedInUser(ctx)));
    for (const [index, writer] of writers.entries()) {
      await send(
        ctx,
        'POST',
        `/api/social-accounts/${pendingId}/reviews`,
        { reviewText: `Review number ${index} of this account.` },
        writer,
      );
    }
    const first = (
      await send(ctx, 'GET', `/api/social-accounts/${pendingId}/reviews?page=1&limit=5`)
    ).json<ReviewsPage>();
    expect(first).toMatchObject({ total: 7, page: 1, limit: 5 });
    expect(first.reviews[0]).toMatchObject({
      reviewText: 'Review number 6 of this account.',
      user: { username: writers[6]!.username },
    });
    const second = (
      await send(ctx, 'GET', `/api/social-accounts/${pendingId}/reviews?page=2&limit=5`)
    ).json<ReviewsPage>();
    expect(second.reviews.map((item) => item.reviewText)).toEqual([
      'Review number 1 of this account.',
      'Review number 0 of this account.',
    ]);
    expect(
      (await send(ctx, 'GET', `/api/social-accounts/${pendingId}/reviews?limit=0`)).statusCode,
    ).toBe(400);
  });

  it.each([
    ['short', 'Review must be at least 10 characters'],
    ['x'.repeat(1001), 'Review cannot exceed 1000 characters'],
  ])('refuses the text %s', async (reviewText, message) => {
    const before = await rowCount(reviews);
    const response = await send(
      ctx,
      'POST',
      `/api/social-accounts/${verifiedId}/reviews`,
      { reviewText },
      bob,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowCount(reviews)).toBe(before);
  });
});

describe('reports', () => {
  const report = {
    reason: 'This is an impersonation account.',
    evidence: 'The real one links elsewhere from the official site.',
  };

  it('files one open report per user for a verified account', async () => {
    const response = await send(
      ctx,
      'POST',
      '/api/social-accounts/report',
      { socialAccountId: verifiedId, ...report },
      bob,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Report submitted',
      report: { id: expect.any(Number), status: 'pending' },
    });
    const again = await send(
      ctx,
      'POST',
      '/api/social-accounts/report',
      { socialAccountId: verifiedId, ...report },
      bob,
    );
    expect(again.statusCode).toBe(409);
  });

  it('refuses reports on pending accounts and from visitors', async () => {
    const pending = await send(
      ctx,
      'POST',
      '/api/social-accounts/report',
      { socialAccountId: pendingId, ...report },
      alice,
    );
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe('Only verified accounts can be reported');
    expect(
      (
        await send(ctx, 'POST', '/api/social-accounts/report', {
          socialAccountId: verifiedId,
          ...report,
        })
      ).statusCode,
    ).toBe(401);
  });

  it.each([
    [{ reason: 'Too short' }, 'Reason must be at least 10 characters'],
    [{ reason: 'x'.repeat(501) }, 'Reason cannot exceed 500 characters'],
    [{ evidence: 'Nope' }, 'Evidence must be at least 10 characters'],
    [{ evidence: 'x'.repeat(1001) }, 'Evidence cannot exceed 1000 characters'],
  ])('refuses %o', async (change, message) => {
    const before = await rowCount(reports);
    const response = await send(
      ctx,
      'POST',
      '/api/social-accounts/report',
      { socialAccountId: verifiedId, ...report, ...change },
      alice,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowCount(reports)).toBe(before);
  });
});
