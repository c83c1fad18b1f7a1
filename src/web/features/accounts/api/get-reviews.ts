import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEWS_PAGE_SIZE } from '@shared/constants';
import type { ReviewsPage } from '@shared/schemas/accounts';
import { api } from '@web/lib/api/client';

export const getReviews = (accountId: number, page: number, signal?: AbortSignal) =>
  api.get<ReviewsPage>(
    `/api/social-accounts/${accountId}/reviews`,
    { page, limit: REVIEWS_PAGE_SIZE },
    signal,
  );

export const reviewsQueryKeys = {
  all: ['account-reviews'] as const,
  account: (accountId: number) => [...reviewsQueryKeys.all, accountId] as const,
  page: (accountId: number, page: number) =>
    [...reviewsQueryKeys.account(accountId), page] as const,
};

export const reviewsQueryOptions = (accountId: number, page: number) =>
  queryOptions({
    queryKey: reviewsQueryKeys.page(accountId, page),
    queryFn: ({ signal }) => getReviews(accountId, page, signal),
    placeholderData: keepPreviousData,
  });

/** One page (5 reviews, newest first) of an account's reviews. */
export const useReviews = (accountId: number, page: number, enabled = true) =>
  useQuery({ ...reviewsQueryOptions(accountId, page), enabled });
