import { and, asc, desc, eq, isNull, type Placeholder, sql } from 'drizzle-orm';
import type {
  Comment,
  CommentRating,
  CommentsPage,
  NewComment,
  Reply,
} from '@shared/schemas/comments';
import { type Actor, can } from '@shared/permissions';
import { youtubeVideoId } from '@shared/youtube';
import type { Database } from '../../platform/database/client';
import { preparedOn, unsizedIntArray } from '../../platform/database/prepared';
import { comments, people, uploads, users } from '../../model/schema';
import { badRequest, forbidden, notFound } from '../../platform/http/http-errors';
import { runWrite, standingFollowUp } from '../derived-data';
import { type StoredLinkPreview, withoutPreview } from '../link-preview';
import { replyDrafts } from '../notifications';
import { commentPosted, commentRated } from './topics';
import { saveCommentRating } from '../ratings';
import { commentIsShown, personIsListed } from '../visibility';
import { countRows, totalOfPage } from '../../platform/database/totals';

const asNumber = (value: number | string | null) => (value === null ? null : Number(value));

/** The viewer whose own ratings are read: an id, a placeholder for one, or none (a visitor). */
type Viewer = number | Placeholder | undefined;

function commentColumns(viewer: Viewer) {
  return {
    comment: comments,
    username: users.username,
    person: {
      id: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
      profileImageUrl: people.profileImageUrl,
    },
    userRating:
      viewer === undefined
        ? sql<number | null>`null`
        : sql<
            number | null
          >`(select r.rating from ratings r where r.comment_id = ${comments.id} and r.user_id = ${viewer})`,
  };
}

type CommentRow = {
  comment: typeof comments.$inferSelect;
  username: string;
  person: Reply['person'];
  userRating: number | null;
};

function toReply({ comment, username, person, userRating }: CommentRow): Reply {
  return {
    id: comment.id,
    text: comment.text,
    createdAt: comment.createdAt.toISOString(),
    user: { id: comment.userId, username },
    person,
    parentId: comment.parentId,
    hasImage: comment.imageUrl !== null,
    imageUrl: comment.imageUrl,
    hasLink: comment.linkUrl !== null,
    linkUrl: comment.linkUrl,
    linkTitle: comment.linkTitle,
    linkDescription: comment.linkDescription,
    linkImageUrl: comment.linkImageUrl,
    isYoutubeVideo: comment.youtubeVideoId !== null,
    youtubeVideoId: comment.youtubeVideoId,
    isDeleted: comment.isDeleted,
    averageRating: asNumber(comment.avgRating),
    ratingCount: comment.ratingCount,
    userRating: userRating === null ? null : Number(userRating),
  };
}

function selectComments(db: Database, viewer: Viewer) {
  return db
    .select(commentColumns(viewer))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .innerJoin(people, eq(people.id, comments.personId));
}

/**
 * The feed's top-level comments: those the public can see (commentIsShown) spelt out for
 * comments without a parent, so the feed's partial index serves them (people joined).
 */
function feedComments(personId: number | Placeholder | undefined) {
  return and(
    isNull(comments.parentId),
    sql`not ${comments.isDeleted}`,
    personIsListed,
    personId === undefined ? undefined : eq(comments.personId, personId),
  );
}

/** The feed's statements read the viewer's own ratings for `viewerId`: 0, no user, for visitors. */
const feedViewer = sql.placeholder('viewerId');

const feedPage = (personId: Placeholder | undefined, name: string) =>
  preparedOn((db) =>
    selectComments(db, feedViewer)
      .where(feedComments(personId))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
const wholeFeedPage = feedPage(undefined, 'comments_feed_page');
const personFeedPage = feedPage(sql.placeholder('personId'), 'comments_person_feed_page');

const feedReplies = preparedOn((db) =>
  selectComments(db, feedViewer)
    .where(
      and(
        sql`${comments.parentId} = any(${unsizedIntArray('parentIds')})`,
        sql`not ${comments.isDeleted}`,
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .prepare('comments_feed_replies'),
);

/**
 * The feed: top-level comments, newest first, each with its replies oldest first. Deleted ones
 * never show. Its total is counted only when the page does not show it, and estimated when
 * the feed is long (see countRows).
 */
export async function listComments(
  db: Database,
  { page, limit, personId }: { page: number; limit: number; personId?: number },
  viewerId?: number,
): Promise<CommentsPage> {
  const paging = { limit, offset: (page - 1) * limit, viewerId: viewerId ?? 0 };
  const rows = await (personId === undefined
    ? wholeFeedPage(db).execute(paging)
    : personFeedPage(db).execute({ ...paging, personId }));
  const ids = rows.map((row) => row.comment.id);
  const [replies, { total, isEstimate }] = await Promise.all([
    ids.length ? feedReplies(db).execute({ parentIds: ids, viewerId: paging.viewerId }) : [],
    totalOfPage(page, limit, rows.length) ??
      countRows(
        db,
        () =>
          db
            .select({ id: comments.id })
            .from(comments)
            .innerJoin(people, eq(people.id, comments.personId))
            .where(feedComments(personId))
            .$dynamic(),
        `feed ${personId ?? 'all'}`,
      ),
  ]);
  return {
    comments: rows.map((row): Comment => ({
      ...toReply(row),
      replies: replies.filter((reply) => reply.comment.parentId === row.comment.id).map(toReply),
    })),
    total,
    totalIsEstimate: isEstimate,
    page,
    limit,
  };
}

async function getComment(db: Database, commentId: number, viewerId?: number): Promise<Comment> {
  const [row] = await selectComments(db, viewerId).where(
    and(eq(comments.id, commentId), commentIsShown),
  );
  if (!row) throw notFound('Comment not found');
  return { ...toReply(row), replies: [] };
}

/** Posts a comment or a reply (to a top-level comment about the same person) as the signed-in user. */
/** The preview of a comment's link, made by the server (see previewForComment). */
export type LinkPreviewer = (link: string) => Promise<StoredLinkPreview>;

/**
 * Posts a comment. A link's title, description and picture come from `previewLink`, the
 * server's own look at the page; what the client sent for them is not used. A reply notifies
 * the author of the comment it answers, in the same transaction.
 */
export async function postComment(
  db: Database,
  userId: number,
  input: NewComment,
  previewLink: LinkPreviewer = withoutPreview,
): Promise<Comment> {
  const [person] = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.id, input.personId), eq(people.isDeleted, false)));
  if (!person) throw notFound('Person not found');
  if (input.parentId !== undefined) {
    const [parent] = await db
      .select({ personId: comments.personId, parentId: comments.parentId })
      .from(comments)
      .where(and(eq(comments.id, input.parentId), eq(comments.isDeleted, false)));
    if (!parent) throw notFound('The comment you are replying to no longer exists');
    if (parent.parentId !== null)
      throw badRequest('You can only reply to a comment, not to a reply');
    if (parent.personId !== input.personId)
      throw badRequest('A reply must be about the same person as its comment');
  }
  if (input.imageUrl) {
    const fileName = input.imageUrl.replace('/uploads/', '');
    const [upload] = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.fileName, fileName));
    if (!upload) throw badRequest('Images must be uploaded first');
  }
  const preview = input.linkUrl ? await previewLink(input.linkUrl) : null;
  const created = await runWrite(db, 'post a comment', async (tx, write) => {
    const [inserted] = await tx
      .insert(comments)
      .values({
        text: input.text,
        userId,
        personId: input.personId,
        parentId: input.parentId ?? null,
        imageUrl: input.imageUrl ?? null,
        linkUrl: input.linkUrl ?? null,
        linkTitle: preview?.linkTitle ?? null,
        linkDescription: preview?.linkDescription ?? null,
        linkImageUrl: preview?.linkImageUrl ?? null,
        youtubeVideoId: youtubeVideoId(input.linkUrl),
      })
      .returning({ id: comments.id });
    if (input.parentId !== undefined) write.notify(...(await replyDrafts(tx, inserted!.id)));
    write.invalidate(...commentPosted(userId));
    write.followUp(standingFollowUp, { userId: userId });
    return inserted!;
  });
  return getComment(db, created.id, userId);
}

/** Admins hide a comment (and so its replies) everywhere; the row is kept. */
export async function deleteComment(db: Database, commentId: number): Promise<void> {
  await runWrite(db, 'delete a comment', async (tx, write) => {
    const [deleted] = await tx
      .update(comments)
      .set({ isDeleted: true })
      .where(and(eq(comments.id, commentId), eq(comments.isDeleted, false)))
      .returning({ id: comments.id });
    if (!deleted) throw notFound('Comment not found');
    // Like every admin change, it may reach many pages (replies, counts, trending people).
    write.invalidateAll();
  });
}

export async function getCommentRating(
  db: Database,
  commentId: number,
  viewerId?: number,
): Promise<CommentRating> {
  const comment = await getComment(db, commentId, viewerId);
  return { commentId, userRating: comment.userRating, averageRating: comment.averageRating };
}

/** Rates someone else's comment from 1 to 5; a new rating replaces the old one. */
export async function rateComment(
  db: Database,
  commentId: number,
  rater: Actor,
  rating: number,
): Promise<CommentRating> {
  const userId = rater.id;
  const comment = await getComment(db, commentId);
  if (!can(rater, 'rate:comment:others', { ownerId: comment.user.id }))
    throw forbidden('You cannot rate your own comments');
  await runWrite(db, 'rate a comment', async (tx, write) => {
    // Ratings of one comment take turns on its row: each recount then starts after the
    // previous rating's commit and sees it, so the stored count and average never miss one.
    await tx
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.id, commentId))
      .for('update');
    await saveCommentRating(write, commentId, userId, rating);
    write.invalidate(...commentRated(commentId));
    write.followUp(standingFollowUp, { userId: userId });
  });
  return getCommentRating(db, commentId, userId);
}
