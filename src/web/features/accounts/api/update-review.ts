import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@shared/schemas/accounts';
import { api } from '@web/lib/api/client';
import { reviewsQueryKeys } from './get-reviews';

export const updateReview = ({
  reviewId,
  accountId,
  reviewText,
}: {
  reviewId: number;
  accountId: number;
  reviewText: string;
}) => api.put<Review>(`/api/reviews/${reviewId}`, { reviewText, socialAccountId: accountId });

/** Edits the user's own review. */
export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: (_review, { accountId }) =>
      queryClient.invalidateQueries({ queryKey: reviewsQueryKeys.account(accountId) }),
  });
}
