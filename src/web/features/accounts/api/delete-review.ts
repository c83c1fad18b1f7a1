import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';
import { reviewsQueryKeys } from './get-reviews';

export const deleteReview = ({ reviewId, accountId }: { reviewId: number; accountId: number }) =>
  api.delete<{ message: string }>(`/api/reviews/${reviewId}`, { socialAccountId: accountId });

/** Deletes the user's own review. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: (_answer, { accountId }) =>
      queryClient.invalidateQueries({ queryKey: reviewsQueryKeys.account(accountId) }),
  });
}
