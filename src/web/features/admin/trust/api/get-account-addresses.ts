import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MisaddressedAccount } from '@shared/schemas/admin';
import { api } from '@web/lib/api/client';
import { ADMIN_QUERY_ROOT } from '../../lib/query-keys';

export const getAccountAddresses = (signal?: AbortSignal) =>
  api.get<{ accounts: MisaddressedAccount[] }>('/api/admin/account-addresses', undefined, signal);

export const accountAddressesQueryKeys = {
  all: [ADMIN_QUERY_ROOT, 'account-addresses'] as const,
};

export const accountAddressesQueryOptions = () =>
  queryOptions({
    queryKey: accountAddressesQueryKeys.all,
    queryFn: ({ signal }) => getAccountAddresses(signal),
    select: (answer) => answer.accounts,
    staleTime: 0,
  });

/** Accounts kept from before the address rule whose url is not their profile address. */
export const useAccountAddresses = () => useQuery(accountAddressesQueryOptions());
