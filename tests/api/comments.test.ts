import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, CommentsPage } from '../../src/shared/schemas/comments';
import { comments, people } from '../../src/server/model/schema';
import { EXACT_TOTAL_LIMIT } from '../../src/server/platform/database/totals';
import { createPerson } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;
let personId: number;
let otherPersonId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signedInUser(ctx);
  bob = await signedInUser(ctx);
  admin = await signedInUser(ctx, { role: 'admin' });
  personId = (await createPerson(ctx.database.db, { firstName: 'Greta', lastName: 'Feed' })).id;
  otherPersonId = (await createPerson(ctx.database.db)).id;
});
afterAll(() => ctx.close());

const post = (payload: object, user: SignedInUser | undefined = alice) =>
  send(ctx, 'POST', '/api/comments', payload, user);
const feed = async (query = '', user?: SignedInUser) =>
  (await send(ctx, 'GET', `/api/comments${query}`, undefined, user)).json<CommentsPage>();

describe('posting comments', () => {
  it('posts as the signed-in user whatever userId is sent, deriving the YouTube id from the link', async () => {
    const response = await post({
      text: '  Great interview this week!  ',
      personId,
      userId: bob.id,
      linkUrl: 'https://youtu.be/dQw4w9WgXcQ',
      linkTitle: 'The interview',
      isYoutubeVideo: false,
      youtubeVideoId: 'forged',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Comment>()).toMatchObject({
      text: 'Great interview this week!',
      user: { id: alice.id, username: alice.username },
      person: { id: personId, firstName: 'Greta', lastName: 'Feed' },
      parentId: null,
      hasLink: true,
      // A preview comes only from the server's own look at the page, never from the client.
      linkTitle: null,
      isYoutubeVideo: true,
      youtubeVideoId: 'dQw4w9WgXcQ',
      hasImage: false,
      replies: [],
    });
  });

  it.each([
    [{ text: 'hi' }, 'Comment must be at least 3 characters'],
    [{ text: 'x'.repeat(2001) }, 'Comment cannot exceed 2000 characters'],
    [{ personId: undefined }, 'Please select a person to comment about.'],
    [{ linkUrl: 'javascript:alert(1)' }, 'Invalid link URL'],
    [{ linkUrl: 'not a url' }, 'Invalid link URL'],
    [{ imageUrl: 'https://evil.example/x.png' }, 'Images must be uploaded first'],
    [{ imageUrl: `/uploads/${'a'.repeat(32)}.webp` }, 'Images must be uploaded first'],
  ])('refuses %o', async (change, message) => {
    const before = (await feed()).total;
    const response = await post({ text: 'A perfectly fine comment', personId, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await feed()).total).toBe(before);
  });

  it('refuses visitors and unverified users', async () => {
    expect(
      (await send(ctx, 'POST', '/api/comments', { text: 'Hello there', personId })).statusCode,
    ).toBe(401);
    expect(
      (
        await post(
          { text: 'Hello there', personId },
          await signedInUser(ctx, { isVerified: false }),
        )
      ).statusCode,
    ).toBe(403);
  });

  it('nests replies one level under top-level comments of the same person only', async () => {
    const parent = (await post({ text: 'Top-level comment', personId })).json<Comment>();
    const reply = await post({ text: 'A reply to it', personId, parentId: parent.id }, bob);
    expect(reply.statusCode).toBe(201);
    expect(reply.json<Comment>().parentId).toBe(parent.id);
    const replyToReply = await post({
      text: 'Reply to a reply',
      personId,
      parentId: reply.json<Comment>().id,
    });
    expect(replyToReply.statusCode).toBe(400);
    expect(replyToReply.json().message).toBe('You can only reply to a comment, not to a reply');
    const otherPerson = await post({
      text: 'Wrong person reply',
      personId: otherPersonId,
      parentId: parent.id,
    });
    expect(otherPerson.statusCode).toBe(400);
    expect(otherPerson.json().message).toBe('A reply must be about the same person as its comment');

    const listed = (await feed(`?personId=${personId}`)).comments.find(
      (comment) => comment.id === parent.id,
    )!;
    expect(listed.replies.map((item) => item.text)).toEqual(['A reply to it']);
  });
});

describe('the feed', () => {
  it('pages top-level comments newest first (10 by default) and filters by person', async () => {
    for (let index = 0; index < 11; index++)
      await post({ text: `Comment number ${index}`, personId: otherPersonId }, bob);
    const first = await feed(`?personId=${otherPersonId}`);
    expect(first).toMatchObject({ total: 11, page: 1, limit: 10 });
    expect(first.comments[0]!.text).toBe('Comment number 10');
    const second = await feed(`?personId=${otherPersonId}&page=2`);
    expect(second.comments.map((comment) => comment.text)).toEqual(['Comment number 0']);
    expect((await feed()).total).toBeGreaterThan(11);
    expect((await send(ctx, 'GET', '/api/comments?page=0')).statusCode).toBe(400);
    expect((await send(ctx, 'GET', '/api/comments?personId=abc')).statusCode).toBe(400);
  });

  it('counts the feed only when the page does not show its total, and estimates a long one', async () => {
    const db = ctx.database.db;
    const person = await createPerson(db);
    await post({ text: 'A lone comment', personId: person.id });
    ctx.database.statements.length = 0;
    expect(await feed(`?personId=${person.id}`)).toMatchObject({
      total: 1,
      totalIsEstimate: false,
    });
    // The page and its replies; a short first page is the whole feed, so nothing is counted.
    expect(ctx.database.statements).toHaveLength(2);

    await db.execute(sql`
      insert into comments (text, user_id, person_id, created_at)
      select 'Comment ' || i, ${alice.id}, ${person.id}, now() - make_interval(secs => i)
      from generate_series(1, ${EXACT_TOTAL_LIMIT}) i`);
    const long = await feed(`?personId=${person.id}&page=3`);
    expect(long.comments).toHaveLength(10);
    expect(long.totalIsEstimate).toBe(true);
    expect(long.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    // Kept a while: further pages count nothing.
    ctx.database.statements.length = 0;
    expect((await feed(`?personId=${person.id}&page=4`)).total).toBe(long.total);
    expect(ctx.database.statements).toHaveLength(2);
    await db.delete(comments).where(eq(comments.personId, person.id));
  });

  it('hides comments about deleted people', async () => {
    const hidden = await createPerson(ctx.database.db);
    await post({ text: 'About someone removed', personId: hidden.id });
    await ctx.database.db.update(people).set({ isDeleted: true }).where(eq(people.id, hidden.id));
    expect((await feed(`?personId=${hidden.id}`)).total).toBe(0);
  });
});

describe('deleting comments', () => {
  it('lets only admins delete, hiding the comment and its replies everywhere', async () => {
    const doomed = (await post({ text: 'To be removed', personId })).json<Comment>();
    await post({ text: 'Reply to doomed', personId, parentId: doomed.id }, bob);
    expect(
      (await send(ctx, 'DELETE', `/api/comments/${doomed.id}`, undefined, alice)).statusCode,
    ).toBe(403);
    expect((await send(ctx, 'DELETE', `/api/comments/${doomed.id}`)).statusCode).toBe(401);
    const deleted = await send(ctx, 'DELETE', `/api/comments/${doomed.id}`, undefined, admin);
    expect(deleted.statusCode).toBe(200);
    const texts = (await feed(`?personId=${personId}&limit=50`)).comments.flatMap((comment) => [
      comment.text,
      ...comment.replies.map((reply) => reply.text),
    ]);
    expect(texts).not.toContain('To be removed');
    expect(texts).not.toContain('Reply to doomed');
    const [kept] = await ctx.database.db.select().from(comments).where(eq(comments.id, doomed.id));
    expect(kept!.isDeleted).toBe(true);
    expect(
      (await send(ctx, 'DELETE', `/api/comments/${doomed.id}`, undefined, admin)).statusCode,
    ).toBe(404);
  });
});

describe('rating comments', () => {
  it("rates others' comments, replacing the user's rating, never one's own", async () => {
    const comment = (await post({ text: 'Rate me please', personId })).json<Comment>();
    const own = await send(ctx, 'POST', `/api/comments/${comment.id}/rate`, { rating: 5 }, alice);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot rate your own comments');
    const first = await send(ctx, 'POST', `/api/comments/${comment.id}/rate`, { rating: 2 }, bob);
    expect(first.json()).toEqual({ commentId: comment.id, userRating: 2, averageRating: 2 });
    await send(ctx, 'POST', `/api/comments/${comment.id}/rate`, { rating: 4 }, bob);
    const third = await send(ctx, 'POST', `/api/comments/${comment.id}/rate`, { rating: 5 }, admin);
    expect(third.json()).toEqual({ commentId: comment.id, userRating: 5, averageRating: 4.5 });
    expect(
      (await send(ctx, 'GET', `/api/comments/${comment.id}/rating`, undefined, bob)).json(),
    ).toEqual({
      commentId: comment.id,
      userRating: 4,
      averageRating: 4.5,
    });
    expect(
      (await send(ctx, 'GET', `/api/comments/${comment.id}/rating`)).json().userRating,
    ).toBeNull();
    const listed = (await feed(`?personId=${personId}&limit=50`, bob)).comments.find(
      (item) => item.id === comment.id,
    )!;
    expect(listed).toMatchObject({ averageRating: 4.5, ratingCount: 2, userRating: 4 });
    expect(
      (await send(ctx, 'POST', `/api/comments/${comment.id}/rate`, { rating: 6 }, bob)).statusCode,
    ).toBe(400);
    expect(
      (await send(ctx, 'POST', `/api/comments/${comment.id}/rate`, { rating: 3 })).statusCode,
    ).toBe(401);
  });
});
