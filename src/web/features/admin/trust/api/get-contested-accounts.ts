import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContestedAccount } from '@shared/schemas/trust';
import { api } from '@web/lib/api/client';
import { ADMIN_QUERY_ROOT } from '../../lib/query-keys';

/** Like the other trust queues, fetched again every 30 seconds and on focus. */
const CONTESTED_REFETCH_MS = 30_000;

export const getContestedAccounts = (signal?: AbortSignal) =>
  api.get<{ accounts: ContestedAccount[] }>('/api/admin/contested-accounts', undefined, signal);

export const contestedAccountsQueryKeys = {
  all: [ADMIN_QUERY_ROOT, 'contested-accounts'] as const,
};

export const contestedAccountsQueryOptions = () =>
  queryOptions({
    queryKey: contestedAccountsQueryKeys.all,
    queryFn: ({ signal }) => getContestedAccounts(signal),
    select: (answer) => answer.accounts,
    staleTime: 0,
    refetchInterval: CONTESTED_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

/** The accounts the person's own evidence contests, oldest first, for a moderator to decide. */
export const useContestedAccounts = () => useQuery(contestedAccountsQueryOptions());
