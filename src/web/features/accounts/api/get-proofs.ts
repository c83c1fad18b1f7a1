import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProofView } from '@shared/schemas/proofs';
import { api } from '@web/lib/api/client';

export const getProofs = (accountId: number, signal?: AbortSignal) =>
  api.get<ProofView[]>(`/api/social-accounts/${accountId}/proofs`, undefined, signal);

export const proofsQueryKeys = {
  all: ['account-proofs'] as const,
  account: (accountId: number) => [...proofsQueryKeys.all, accountId] as const,
};

export const proofsQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: proofsQueryKeys.account(accountId),
    queryFn: ({ signal }) => getProofs(accountId, signal),
  });

/** An account's proofs with their latest checks; asked for only while the dialog is open. */
export const useProofs = (accountId: number, enabled = true) =>
  useQuery({ ...proofsQueryOptions(accountId), enabled });
