import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '../../src/server/model/schema';
import type { ReviewsPage } from '../../src/shared/schemas/accounts';
import type { CommentsPage } from '../../src/shared/schemas/comments';
import type { PeoplePage, Person } from '../../src/shared/schemas/people';
import { createAccount, createPerson } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let proposer: SignedInUser;
let voter: SignedInUser;

beforeAll(async () => {
  // Long enough that nothing kept expires while a test runs: only a write may forget it.
  ctx = await createTestApp({ READ_CACHE_SECONDS: '30' });
  proposer = await signedInUser(ctx);
  voter = await signedInUser(ctx);
});
afterAll(() => ctx.close());

/** A visitor's read (no session), the kind the cache keeps. */
const visit = (url: string) => ctx.app.inject({ url });
const personPage = async (id: number) => (await visit(`/api/people/${id}`)).json() as Person;

/** Changes a person past the app, so only an answer read afresh from the database shows it. */
const rewriteProfession = (personId: number, profession: string) =>
  ctx.database.db.update(people).set({ profession }).where(eq(people.id, personId));

async function pendingAccountOfNewPerson() {
  const person = await createPerson(ctx.database.db, { profession: 'Before' });
  const account = await createAccount(ctx.database.db, {
    personId: person.id,
    submittedById: proposer.id,
  });
  return { person, account };
}

const vote = (accountId: number, isApproval: boolean) =>
  send(ctx, 'POST', '/api/votes', { socialAccountId: accountId, isApproval }, voter);

describe('a write forgets only the kept answers it changed', () => {
  it("a vote shows at once on its account's person page and proposer's profile, while another person's kept page stays", async () => {
    const voted = await pendingAccountOfNewPerson();
    const other = await createPerson(ctx.database.db, { profession: 'Before' });
    await personPage(voted.person.id);
    await personPage(other.id);
    const submissionsUrl = `/api/users/${proposer.username}/submissions?limit=50`;
    await visit(submissionsUrl);
    await rewriteProfession(voted.person.id, 'After');
    await rewriteProfession(other.id, 'After');

    expect((await vote(voted.account.id, true)).statusCode).toBe(200);

    const votedPage = await personPage(voted.person.id);
    expect(votedPage.socialAccounts[0]!.approvalCount).toBe(1);
    expect(votedPage.profession).toBe('After');
    expect((await personPage(other.id)).profession).toBe('Before');
    const submissions = (await visit(submissionsUrl)).json() as {
      submissions: { id: number; approvalCount: number }[];
    };
    expect(submissions.submissions.find(({ id }) => id === voted.account.id)?.approvalCount).toBe(
      1,
    );
  });

  it('the same vote again changes nothing and forgets nothing; a changed vote shows at once', async () => {
    const { person, account } = await pendingAccountOfNewPerson();
    expect((await vote(account.id, true)).statusCode).toBe(200);
    await personPage(person.id);
    await rewriteProfession(person.id, 'After');

    const repeated = await vote(account.id, true);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toMatchObject({ approvalCount: 1, rejectionCount: 0 });
    expect((await personPage(person.id)).profession).toBe('Before');

    const changed = await vote(account.id, false);
    expect(changed.json()).toMatchObject({ approvalCount: 0, rejectionCount: 1 });
    const page = await personPage(person.id);
    expect(page.profession).toBe('After');
    expect(page.socialAccounts[0]!.rejectionCount).toBe(1);
  });

  it('a sign-out, with or without a session, forgets nothing a visitor reads', async () => {
    const search = '/api/people?search=signout';
    await visit(search);
    await createPerson(ctx.database.db, { firstName: 'Signout', lastName: 'Added' });

    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    const someone = await signedInUser(ctx);
    expect((await send(ctx, 'POST', '/api/logout', {}, someone)).statusCode).toBe(200);

    expect(((await visit(search)).json() as PeoplePage).people).toEqual([]);
  });

  it("a new comment shows at once in the feed, while the person's kept page stays", async () => {
    const person = await createPerson(ctx.database.db, { profession: 'Before' });
    const feed = `/api/comments?personId=${person.id}`;
    expect(((await visit(feed)).json() as CommentsPage).comments).toEqual([]);
    await personPage(person.id);
    await rewriteProfession(person.id, 'After');

    const text = 'A first word about this person in the feed.';
    const posted = await send(ctx, 'POST', '/api/comments', { text, personId: person.id }, voter);
    expect(posted.statusCode).toBe(201);

    expect(((await visit(feed)).json() as CommentsPage).comments.map((c) => c.text)).toEqual([
      text,
    ]);
    expect((await personPage(person.id)).profession).toBe('Before');
  });

  it("an edited review shows at once in its account's reviews and its author's profile", async () => {
    const person = await createPerson(ctx.database.db);
    const account = await createAccount(ctx.database.db, {
      personId: person.id,
      status: 'verified',
    });
    const reviewsUrl = `/api/social-accounts/${account.id}/reviews`;
    const created = await send(
      ctx,
      'POST',
      reviewsUrl,
      { reviewText: 'First impressions of this account.' },
      voter,
    );
    expect(created.statusCode).toBe(201);
    await visit(reviewsUrl);
    const profileUrl = `/api/users/${voter.username}/reviews`;
    await visit(profileUrl);

    const edited = 'Second thoughts about this account.';
    const put = await send(
      ctx,
      'PUT',
      `/api/reviews/${created.json().id}`,
      { reviewText: edited },
      voter,
    );
    expect(put.statusCode).toBe(200);

    expect(((await visit(reviewsUrl)).json() as ReviewsPage).reviews[0]!.reviewText).toBe(edited);
    const profile = (await visit(profileUrl)).json() as { reviews: { reviewText: string }[] };
    expect(profile.reviews[0]!.reviewText).toBe(edited);
  });

  it("an admin's removal of an account shows at once wherever it was kept", async () => {
    const admin = await signedInUser(ctx, { role: 'admin' });
    const { person, account } = await pendingAccountOfNewPerson();
    expect((await personPage(person.id)).socialAccounts).toHaveLength(1);
    const search = `/api/people?search=${encodeURIComponent(person.lastName)}`;
    await visit(search);

    const removed = await send(
      ctx,
      'DELETE',
      `/api/admin/social-accounts/${account.id}`,
      {},
      admin,
    );
    expect(removed.statusCode).toBe(200);

    expect((await personPage(person.id)).socialAccounts).toEqual([]);
    const listed = ((await visit(search)).json() as PeoplePage).people.find(
      ({ id }) => id === person.id,
    );
    expect(listed?.socialAccounts).toEqual([]);
  });
});
