import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { api } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/error-message';
import { commentsQueryKeys } from './get-comments';
import { featuredPeopleQueryKeys } from './get-featured-people';

export const deleteComment = (commentId: number) =>
  api.delete<{ message: string }>(`/api/comments/${commentId}`);

/**
 * Deletes any comment (admins); the feed and the sidebar are fetched again. The toasts are
 * shown here: the card that asked is gone by the time the feed has been fetched again.
 */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => {
      toast.success('Comment deleted');
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: featuredPeopleQueryKeys.all }),
      ]);
    },
    onError: (error) =>
      toast.error('Failed to delete comment', {
        description: errorMessage(error, 'Please try again.'),
      }),
  });
}
