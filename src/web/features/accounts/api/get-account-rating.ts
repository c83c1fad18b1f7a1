import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountRating } from '@shared/schemas/accounts';
import { api, ApiError } from '@web/lib/api/client';

const NO_RATINGS: AccountRating = {
  averageRating: null,
  averageRating30Day: null,
  userRating: null,
};

/** An account's averages and the viewer's own rating; a 401 answer counts as no ratings. */
export async function getAccountRating(
  accountId: number,
  signal?: AbortSignal,
): Promise<AccountRating> {
  try {
    return await api.get<AccountRating>(
      `/api/social-accounts/${accountId}/rating`,
      undefined,
      signal,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return NO_RATINGS;
    throw error;
  }
}

export const accountRatingQueryKeys = {
  all: ['account-rating'] as const,
  of: (accountId: number, userId: number | undefined) =>
    [...accountRatingQueryKeys.all, accountId, userId ?? null] as const,
};

export const accountRatingQueryOptions = (accountId: number, userId: number | undefined) =>
  queryOptions({
    queryKey: accountRatingQueryKeys.of(accountId, userId),
    queryFn: ({ signal }) => getAccountRating(accountId, signal),
  });

export const useAccountRating = (accountId: number, userId: number | undefined, enabled = true) =>
  useQuery({ ...accountRatingQueryOptions(accountId, userId), enabled });
