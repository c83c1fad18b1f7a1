import { queryOptions, useQuery } from '@tanstack/react-query';
import { PENDING_ACCOUNTS_PAGE_SIZE } from '@shared/constants';
import type { PendingAccountsPage } from '@shared/schemas/person-detail';
import { api } from '@web/lib/api/client';
import { peopleQueryKeys } from './get-people';

export const getPendingAccounts = (personId: number, page: number, signal?: AbortSignal) =>
  api.get<PendingAccountsPage>(
    `/api/people/${personId}/pending-accounts`,
    { page, limit: PENDING_ACCOUNTS_PAGE_SIZE },
    signal,
  );

/** Under the people keys: a vote or a new account refreshes them with the person page. */
export const pendingAccountsQueryKey = (personId: number, page: number) =>
  [...peopleQueryKeys.all, 'pending-accounts', personId, page] as const;

export const pendingAccountsQueryOptions = (personId: number, page: number) =>
  queryOptions({
    queryKey: pendingAccountsQueryKey(personId, page),
    queryFn: ({ signal }) => getPendingAccounts(personId, page, signal),
  });

/**
 * One page of a person's pending accounts past the first, which their page holds. Each page
 * is a query of its own rather than one infinite query, as for the proofs (get-proofs.ts).
 */
export const usePendingAccountsPage = (personId: number, page: number) =>
  useQuery(pendingAccountsQueryOptions(personId, page));
