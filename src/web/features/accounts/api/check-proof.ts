import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProofView } from '@shared/schemas/proofs';
import { api } from '@web/lib/api/client';
import { proofsQueryKeys } from './get-proofs';

export const checkProof = (proofId: number) => api.post<ProofView>(`/api/proofs/${proofId}/check`);

/** Checks a proof now (once per proof every 10 minutes); the answer replaces it in its page. */
export function useCheckProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkProof,
    onSuccess: (checked) =>
      queryClient.setQueriesData<ProofView[]>(
        { queryKey: proofsQueryKeys.account(checked.socialAccountId) },
        (proofs) => proofs?.map((proof) => (proof.id === checked.id ? checked : proof)),
      ),
  });
}
