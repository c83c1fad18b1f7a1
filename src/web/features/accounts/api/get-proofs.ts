import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProofView } from '@shared/schemas/proofs';
import { api } from '@web/lib/api/client';

/** The proofs dialog reads an account's proofs this many at a time. */
export const PROOFS_PAGE_SIZE = 10;

export const getProofs = (accountId: number, page: number, signal?: AbortSignal) =>
  api.get<ProofView[]>(
    `/api/social-accounts/${accountId}/proofs`,
    { page, limit: PROOFS_PAGE_SIZE },
    signal,
  );

/** Every page of an account's proofs hangs under its account key: one invalidation asks them all. */
export const proofsQueryKeys = {
  all: ['account-proofs'] as const,
  account: (accountId: number) => [...proofsQueryKeys.all, accountId] as const,
  page: (accountId: number, page: number) => [...proofsQueryKeys.account(accountId), page] as const,
};

export const proofsPageQueryOptions = (accountId: number, page: number) =>
  queryOptions({
    queryKey: proofsQueryKeys.page(accountId, page),
    queryFn: ({ signal }) => getProofs(accountId, page, signal),
  });

/**
 * One page of an account's proofs (oldest first) with their latest checks; asked for only
 * while the dialog shows it. Each page is a query of its own rather than one infinite query:
 * `useInfiniteQuery` shares TanStack's code with the home page's `useQuery`, which the build
 * then splits into one more chunk the home page loads first.
 */
export const useProofsPage = (accountId: number, page: number) =>
  useQuery(proofsPageQueryOptions(accountId, page));
