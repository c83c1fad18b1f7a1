import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountRating } from '@shared/schemas/accounts';
import { api } from '@web/lib/api/client';
import { accountRatingQueryKeys } from './get-account-rating';

export type RatingResult = AccountRating & { message: string };

export const rateAccount = ({ accountId, rating }: { accountId: number; rating: number }) =>
  api.post<RatingResult>(`/api/social-accounts/${accountId}/rate`, { rating });

/** Rates a verified account 1 to 5; the answer's averages replace the cached ones. */
export function useRateAccount(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateAccount,
    onSuccess: ({ averageRating, averageRating30Day, userRating }, { accountId }) => {
      queryClient.setQueryData<AccountRating>(accountRatingQueryKeys.of(accountId, userId), {
        averageRating,
        averageRating30Day,
        userRating,
      });
    },
  });
}
