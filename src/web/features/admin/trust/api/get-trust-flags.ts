import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrustFlag } from '@shared/schemas/trust';
import { api } from '@web/lib/api/client';
import { ADMIN_QUERY_ROOT } from '../../lib/query-keys';

/** The queue is fetched again every 30 seconds, like the report queue, and on focus. */
const TRUST_FLAGS_REFETCH_MS = 30_000;

/** Open flags (the queue, oldest first) or closed ones (confirmed or cleared, newest first). */
export type TrustFlagsStatus = 'open' | 'closed';

export const getTrustFlags = (status: TrustFlagsStatus, signal?: AbortSignal) =>
  api.get<{ flags: TrustFlag[] }>('/api/admin/trust-flags', { status }, signal);

export const trustFlagsQueryKeys = {
  all: [ADMIN_QUERY_ROOT, 'trust-flags'] as const,
  list: (status: TrustFlagsStatus) => [...trustFlagsQueryKeys.all, status] as const,
};

export const trustFlagsQueryOptions = (status: TrustFlagsStatus) =>
  queryOptions({
    queryKey: trustFlagsQueryKeys.list(status),
    queryFn: ({ signal }) => getTrustFlags(status, signal),
    select: (answer) => answer.flags,
    staleTime: 0,
    refetchInterval: TRUST_FLAGS_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

export const useTrustFlags = (status: TrustFlagsStatus) => useQuery(trustFlagsQueryOptions(status));
