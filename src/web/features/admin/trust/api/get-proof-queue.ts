import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProofQueueFilterValue, ProofQueueItem } from '@shared/schemas/proof-queue';
import { api } from '@web/lib/api/client';
import { ADMIN_QUERY_ROOT } from '../../lib/query-keys';

/** Like the flags, the proof queue is fetched again every 30 seconds and on focus. */
const PROOF_QUEUE_REFETCH_MS = 30_000;

/** Everything to look at, or one kind of it. */
export type ProofQueueFilter = ProofQueueFilterValue | 'all';

export const getProofQueue = (filter: ProofQueueFilter, signal?: AbortSignal) =>
  api.get<{ proofs: ProofQueueItem[] }>(
    '/api/admin/proofs',
    filter === 'all' ? {} : { state: filter },
    signal,
  );

export const proofQueueQueryKeys = {
  all: [ADMIN_QUERY_ROOT, 'proof-queue'] as const,
  list: (filter: ProofQueueFilter) => [...proofQueueQueryKeys.all, filter] as const,
};

export const proofQueueQueryOptions = (filter: ProofQueueFilter) =>
  queryOptions({
    queryKey: proofQueueQueryKeys.list(filter),
    queryFn: ({ signal }) => getProofQueue(filter, signal),
    select: (answer) => answer.proofs,
    staleTime: 0,
    refetchInterval: PROOF_QUEUE_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

export const useProofQueue = (filter: ProofQueueFilter) => useQuery(proofQueueQueryOptions(filter));
