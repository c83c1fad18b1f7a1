import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TrustFlagAction, trustFlagActionResultSchema } from '@shared/schemas/trust';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { accountTallyQueryKeys } from './get-account-tally';
import { trustFlagsQueryKeys } from './get-trust-flags';

export type TrustFlagActionResult = z.infer<typeof trustFlagActionResultSchema>;

export const actOnTrustFlag = ({ id, action }: { id: number; action: TrustFlagAction }) =>
  api.post<TrustFlagActionResult>(`/api/admin/trust-flags/${id}`, { action });

/**
 * Confirms, clears or reopens a flag. Either way the queue is fetched again: after a refusal
 * (409, another admin acted first) it shows the flag as it is now. A judgement recounts
 * accounts, so the tallies and the public pages showing them are stale too.
 */
export function useActOnTrustFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnTrustFlag,
    onSuccess: () => {
      void markPublicDataStale(queryClient);
      void queryClient.invalidateQueries({ queryKey: accountTallyQueryKeys.all });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: trustFlagsQueryKeys.all }),
  });
}
