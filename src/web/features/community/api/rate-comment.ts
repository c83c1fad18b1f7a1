import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentRating } from '@shared/schemas/comments';
import { api } from '@web/lib/api/client';
import {
  type CommentsSnapshot,
  mapComment,
  restoreComments,
  snapshotComments,
  updateCommentPages,
} from './comments-cache';
import { averageAfterRating } from '../rating-math';
import { commentsQueryKeys } from './get-comments';

export interface RateCommentVariables {
  commentId: number;
  rating: number;
}

export const rateComment = ({ commentId, rating }: RateCommentVariables) =>
  api.post<CommentRating>(`/api/comments/${commentId}/rate`, { rating });

/**
 * Rates someone else's comment 1 to 5, optimistically: the stars and the average change at
 * once, the server's numbers replace them, and a failure puts the old ones back (the caller
 * shows the message).
 */
export function useRateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateComment,
    onMutate: async ({ commentId, rating }): Promise<{ snapshot: CommentsSnapshot }> => {
      const snapshot = await snapshotComments(queryClient);
      updateCommentPages(queryClient, (page) =>
        mapComment(page, commentId, (comment) => ({
          ...comment,
          ...averageAfterRating(
            comment.averageRating,
            comment.ratingCount,
            comment.userRating,
            rating,
          ),
          userRating: rating,
        })),
      );
      return { snapshot };
    },
    onSuccess: ({ averageRating, userRating }, { commentId }) => {
      updateCommentPages(queryClient, (page) =>
        mapComment(page, commentId, (comment) => ({ ...comment, averageRating, userRating })),
      );
    },
    onError: (_error, _variables, context) => restoreComments(queryClient, context?.snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentsQueryKeys.all }),
  });
}
