import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProofInput, ProofView } from '@shared/schemas/proofs';
import { api } from '@web/lib/api/client';
import { proofsQueryKeys } from './get-proofs';

export const addProof = ({ accountId, ...input }: ProofInput & { accountId: number }) =>
  api.post<ProofView>(`/api/social-accounts/${accountId}/proofs`, input);

/** Attaches a proof to an account; the account's proofs are asked again afterwards. */
export function useAddProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProof,
    onSuccess: (proof) =>
      queryClient.invalidateQueries({ queryKey: proofsQueryKeys.account(proof.socialAccountId) }),
  });
}
