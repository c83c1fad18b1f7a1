import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@shared/schemas/accounts';
import { api } from '@web/lib/api/client';
import { reviewsQueryKeys } from './get-reviews';

export const createReview = ({
  accountId,
  reviewText,
}: {
  accountId: number;
  reviewText: string;
}) => api.post<Review>(`/api/social-accounts/${accountId}/reviews`, { reviewText });

/** Writes the user's one review of an account. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (_review, { accountId }) =>
      queryClient.invalidateQueries({ queryKey: reviewsQueryKeys.account(accountId) }),
  });
}
