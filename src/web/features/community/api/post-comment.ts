import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { Comment, CommentsPage, NewComment } from '@shared/schemas/comments';
import { youtubeVideoId } from '@shared/youtube';
import { api } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/error-message';
import {
  type CommentsSnapshot,
  restoreComments,
  snapshotComments,
  updateCommentPages,
} from './comments-cache';
import { commentsQueryKeys } from './get-comments';
import { featuredPeopleQueryKeys } from './get-featured-people';

/**
 * What a new comment or reply sends: the author comes from the session and the link's
 * preview from the server's own reading of the page, so neither is sent.
 */
export type CommentDraft = Pick<
  NewComment,
  'text' | 'personId' | 'parentId' | 'imageUrl' | 'linkUrl'
>;

/** A link's preview as the form read it. */
export type DraftLinkPreview = Partial<
  Pick<Comment, 'linkTitle' | 'linkDescription' | 'linkImageUrl'>
>;

export interface PostCommentVariables {
  draft: CommentDraft;
  /** Shown on the optimistic card until the server's answer replaces it. */
  author: Comment['user'];
  person: Comment['person'];
  linkPreview?: DraftLinkPreview;
}

export const postComment = (draft: CommentDraft) => api.post<Comment>('/api/comments', draft);

/** Temporary ids are negative, so a card knows it is still being posted. */
export const isPendingComment = (comment: { id: number }) => comment.id < 0;

let lastTemporaryId = 0;

function optimisticComment({ draft, author, person, linkPreview }: PostCommentVariables): Comment {
  const videoId = youtubeVideoId(draft.linkUrl);
  lastTemporaryId -= 1;
  return {
    id: lastTemporaryId,
    text: draft.text.trim(),
    createdAt: new Date().toISOString(),
    user: author,
    person,
    parentId: draft.parentId ?? null,
    hasImage: Boolean(draft.imageUrl),
    imageUrl: draft.imageUrl ?? null,
    hasLink: Boolean(draft.linkUrl),
    linkUrl: draft.linkUrl ?? null,
    linkTitle: linkPreview?.linkTitle ?? null,
    linkDescription: linkPreview?.linkDescription ?? null,
    linkImageUrl: linkPreview?.linkImageUrl ?? null,
    isYoutubeVideo: videoId !== null,
    youtubeVideoId: videoId,
    isDeleted: false,
    averageRating: null,
    ratingCount: 0,
    userRating: null,
    replies: [],
  };
}

/** A new top-level comment goes first on the first page of the feeds it belongs to. */
function addComment(page: CommentsPage, comment: Comment): CommentsPage {
  return {
    ...page,
    total: page.total + 1,
    comments: [comment, ...page.comments].slice(0, page.limit),
  };
}

/** A reply goes last under its parent, wherever the parent is shown. */
function addReply(page: CommentsPage, reply: Comment): CommentsPage {
  if (!page.comments.some((comment) => comment.id === reply.parentId)) return page;
  const { replies: _replies, ...fields } = reply;
  return {
    ...page,
    comments: page.comments.map((comment) =>
      comment.id === reply.parentId
        ? { ...comment, replies: [...comment.replies, fields] }
        : comment,
    ),
  };
}

function replaceComment(page: CommentsPage, temporaryId: number, created: Comment): CommentsPage {
  const { replies: _replies, ...replyFields } = created;
  return {
    ...page,
    comments: page.comments.map((comment) =>
      comment.id === temporaryId
        ? created
        : {
            ...comment,
            replies: comment.replies.map((reply) =>
              reply.id === temporaryId ? replyFields : reply,
            ),
          },
    ),
  };
}

/**
 * Posts a comment or a reply optimistically: it shows at once, the server's answer
 * replaces it ('Comment posted' or 'Reply posted'), and a failure takes it away again with
 * 'Error posting comment' (or reply).
 */
export function usePostComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft }: PostCommentVariables) => postComment(draft),
    onMutate: async (variables): Promise<{ snapshot: CommentsSnapshot; temporaryId: number }> => {
      const snapshot = await snapshotComments(queryClient);
      const comment = optimisticComment(variables);
      updateCommentPages(queryClient, (page, criteria) => {
        if (comment.parentId !== null) return addReply(page, comment);
        const shown =
          criteria.page === 1 &&
          (criteria.personId === null || criteria.personId === comment.person.id);
        return shown ? addComment(page, comment) : page;
      });
      return { snapshot, temporaryId: comment.id };
    },
    onSuccess: (created, { draft }, context) => {
      updateCommentPages(queryClient, (page) => replaceComment(page, context.temporaryId, created));
      toast.success(draft.parentId ? 'Reply posted' : 'Comment posted');
    },
    onError: (error, { draft }, context) => {
      restoreComments(queryClient, context?.snapshot);
      toast.error(draft.parentId ? 'Error posting reply' : 'Error posting comment', {
        description: errorMessage(error, 'Please try again.'),
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: featuredPeopleQueryKeys.all }),
      ]),
  });
}
