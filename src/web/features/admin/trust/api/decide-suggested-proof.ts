import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProofView } from '@shared/schemas/proofs';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { proofQueueQueryKeys } from './get-proof-queue';

/** What an administrator does with a member's suggested proof. */
export type SuggestionDecision = 'accept' | 'remove';

export const decideSuggestedProof = async ({
  proofId,
  decision,
}: {
  proofId: number;
  decision: SuggestionDecision;
}): Promise<void> => {
  if (decision === 'accept') await api.post<ProofView>(`/api/admin/proofs/${proofId}/accept`, {});
  else await api.delete<{ message: string }>(`/api/proofs/${proofId}`);
};

/** Accepts or removes a suggestion; the queue and the public pages are asked again. */
export function useDecideSuggestedProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSuggestedProof,
    onSuccess: () => void markPublicDataStale(queryClient),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proofQueueQueryKeys.all }),
  });
}
