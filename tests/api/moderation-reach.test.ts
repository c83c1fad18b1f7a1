import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castVote, createAccount, createPerson } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedInUser(ctx, { role: 'admin' });
  other = await signedInUser(ctx);
});
afterAll(() => ctx.close());

const LISTS = ['submissions', 'votes', 'ratings', 'reviews', 'comments'] as const;

/** Every profile list of a user and their profile, as one reader sees them. */
async function profileAsSeenBy(user: SignedInUser, reader?: SignedInUser) {
  const pages = await Promise.all(
    LISTS.map(async (list) => {
      const response = await send(
        ctx,
        'GET',
        `/api/users/${user.username}/${list}`,
        undefined,
        reader,
      );
      expect(response.statusCode, response.body).toBe(200);
      return [list, response.json()] as const;
    }),
  );
  const profile = await send(ctx, 'GET', `/api/users/${user.username}/profile`, undefined, reader);
  return {
    lists: Object.fromEntries(pages),
    activity: profile.json().activity,
    text: JSON.stringify(pages),
  };
}

const totals = (lists: Record<string, { total: number }>) =>
  Object.fromEntries(LISTS.map((list) => [list, lists[list]!.total]));

/** Every reader finds the user's lists empty, the counts at zero and none of these texts. */
async function expectNothingShown(user: SignedInUser, texts: string[]) {
  for (const reader of [undefined, other, user]) {
    const { lists, activity, text } = await profileAsSeenBy(user, reader);
    expect(totals(lists)).toEqual({
      submissions: 0,
      votes: 0,
      ratings: 0,
      reviews: 0,
      comments: 0,
    });
    expect(activity).toEqual({
      peopleAdded: 0,
      submittedAccounts: 0,
      verifiedAccounts: 0,
      votes: 0,
      ratings: 0,
      reviews: 0,
      comments: 0,
    });
    for (const hidden of texts) expect(text).not.toContain(hidden);
  }
}

async function expectAdminAccepts(url: string) {
  const response = await send(ctx, 'DELETE', url, undefined, admin);
  expect(response.statusCode, response.body).toBe(200);
}

describe('an account deleted by an admin', () => {
  let author: SignedInUser;
  let deleted: { id: number; username: string };
  let pending: { id: number };
  let reviewId: number;

  beforeAll(async () => {
    const db = ctx.database.db;
    author = await signedInUser(ctx);
    const person = await createPerson(db, { firstName: 'Gone', lastName: 'Handle' });
    deleted = await createAccount(db, {
      personId: person.id,
      username: 'gone_handle',
      status: 'verified',
      submittedById: author.id,
    });
    pending = await createAccount(db, { personId: person.id, username: 'gone_pending' });
    await castVote(db, pending.id, author.id, true);
    await send(ctx, 'POST', `/api/social-accounts/${deleted.id}/rate`, { rating: 4 }, author);
    const review = await send(
      ctx,
      'POST',
      `/api/social-accounts/${deleted.id}/reviews`,
      { reviewText: 'This one posts every day.' },
      author,
    );
    expect(review.statusCode, review.body).toBe(201);
    reviewId = review.json().id;
    await expectAdminAccepts(`/api/admin/social-accounts/${deleted.id}`);
    await expectAdminAccepts(`/api/admin/social-accounts/${pending.id}`);
  });

  it("leaves the profile's lists and counts, for every reader", async () => {
    await expectNothingShown(author, ['gone_']);
  });

  it("takes its review out of its author's hands: edit and delete answer 404", async () => {
    const edit = await send(
      ctx,
      'PUT',
      `/api/reviews/${reviewId}`,
      { reviewText: 'Edited after the account was deleted.' },
      author,
    );
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ message: 'Review not found' });
    expect(
      (await send(ctx, 'DELETE', `/api/reviews/${reviewId}`, undefined, author)).statusCode,
    ).toBe(404);
  });

  it('refuses every write about it with 404', async () => {
    const writes = [
      send(
        ctx,
        'POST',
        '/api/social-accounts/vote',
        { socialAccountId: pending.id, isApproval: true },
        other,
      ),
      send(ctx, 'POST', `/api/social-accounts/${deleted.id}/rate`, { rating: 5 }, other),
      send(
        ctx,
        'POST',
        `/api/social-accounts/${deleted.id}/reviews`,
        { reviewText: 'Writing about a deleted one.' },
        other,
      ),
      send(
        ctx,
        'POST',
        '/api/social-accounts/report',
        {
          socialAccountId: deleted.id,
          reason: 'This is an impostor.',
          evidence: 'The real one says so.',
        },
        other,
      ),
    ];
    for (const answer of await Promise.all(writes))
      expect(answer.statusCode, answer.body).toBe(404);
  });
});

describe('a person deleted by an admin, and a comment hidden by an admin', () => {
  let author: SignedInUser;
  let commentId: number;
  let replyId: number;
  let reviewId: number;

  beforeAll(async () => {
    const db = ctx.database.db;
    author = await signedInUser(ctx);
    const person = await createPerson(db, {
      firstName: 'Vanished',
      lastName: 'Person',
      addedById: author.id,
    });
    const account = await createAccount(db, {
      personId: person.id,
      username: 'vanished_one',
      status: 'verified',
      submittedById: author.id,
    });
    const review = await send(
      ctx,
      'POST',
      `/api/social-accounts/${account.id}/reviews`,
      { reviewText: 'The account of a person now deleted.' },
      author,
    );
    reviewId = review.json().id;
    const comment = await send(
      ctx,
      'POST',
      '/api/comments',
      { text: 'A comment about a vanished person', personId: person.id },
      author,
    );
    commentId = comment.json().id;
    await expectAdminAccepts(`/api/admin/people/${person.id}`);

    const listed = await createPerson(db, { firstName: 'Still', lastName: 'Listed' });
    const parent = await send(
      ctx,
      'POST',
      '/api/comments',
      { text: 'A comment to be hidden', personId: listed.id },
      other,
    );
    const reply = await send(
      ctx,
      'POST',
      '/api/comments',
      { text: 'A reply under a hidden comment', personId: listed.id, parentId: parent.json().id },
      author,
    );
    replyId = reply.json().id;
    await expectAdminAccepts(`/api/comments/${parent.json().id}`);
  });

  it("leaves the profile's lists and counts: no name, no comment, no reply, no review", async () => {
    await expectNothingShown(author, ['Vanished', 'hidden comment']);
  });

  it('refuses to rate the comment about the person or the reply under the hidden comment (404)', async () => {
    for (const id of [commentId, replyId]) {
      const rating = await send(ctx, 'POST', `/api/comments/${id}/rate`, { rating: 5 }, other);
      expect(rating.statusCode, rating.body).toBe(404);
      expect(rating.json()).toEqual({ message: 'Comment not found' });
    }
  });

  it("refuses to edit the review of the person's account (404)", async () => {
    const edit = await send(
      ctx,
      'PUT',
      `/api/reviews/${reviewId}`,
      { reviewText: 'Still editing this one.' },
      author,
    );
    expect(edit.statusCode).toBe(404);
  });
});

describe('an account rejected by the community', () => {
  let proposer: SignedInUser;
  let voter: SignedInUser;
  let rejected: { id: number };

  beforeAll(async () => {
    const db = ctx.database.db;
    proposer = await signedInUser(ctx);
    voter = await signedInUser(ctx);
    const person = await createPerson(db, { firstName: 'Refused', lastName: 'Proposal' });
    rejected = await createAccount(db, {
      personId: person.id,
      username: 'refused_handle',
      status: 'rejected',
      rejectionCount: 10,
      submittedById: proposer.id,
    });
    await castVote(db, rejected.id, voter.id, false);
  });

  it('shows in submissions only to its proposer, on their own profile', async () => {
    for (const reader of [undefined, other, admin, voter]) {
      const { lists, activity, text } = await profileAsSeenBy(proposer, reader);
      expect(lists.submissions.total).toBe(0);
      expect(activity.submittedAccounts).toBe(0);
      expect(text).not.toContain('refused_handle');
    }
    const own = await profileAsSeenBy(proposer, proposer);
    expect(own.activity.submittedAccounts).toBe(1);
    expect(own.lists.submissions).toMatchObject({
      total: 1,
      submissions: [{ username: 'refused_handle', status: 'Rejected', rejectionCount: 10 }],
    });
  });

  it("is not in its voters' lists", async () => {
    for (const reader of [undefined, voter]) {
      const { lists, activity, text } = await profileAsSeenBy(voter, reader);
      expect(lists.votes.total).toBe(0);
      expect(activity.votes).toBe(0);
      expect(text).not.toContain('refused_handle');
    }
  });

  it('refuses a vote on it with 404', async () => {
    const answer = await send(
      ctx,
      'POST',
      '/api/social-accounts/vote',
      { socialAccountId: rejected.id, isApproval: true },
      other,
    );
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'Social account not found' });
  });
});
