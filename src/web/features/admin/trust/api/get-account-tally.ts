import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountTally } from '@shared/schemas/trust';
import { api } from '@web/lib/api/client';
import { ADMIN_QUERY_ROOT } from '../../lib/query-keys';

export const getAccountTally = (accountId: number, signal?: AbortSignal) =>
  api.get<AccountTally>(`/api/admin/social-accounts/${accountId}/tally`, undefined, signal);

export const accountTallyQueryKeys = {
  all: [ADMIN_QUERY_ROOT, 'account-tally'] as const,
  account: (accountId: number) => [...accountTallyQueryKeys.all, accountId] as const,
};

export const accountTallyQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: accountTallyQueryKeys.account(accountId),
    queryFn: ({ signal }) => getAccountTally(accountId, signal),
    staleTime: 0,
  });

/** Every vote of one account with its weight and why. */
export const useAccountTally = (accountId: number) => useQuery(accountTallyQueryOptions(accountId));
