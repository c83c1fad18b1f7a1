import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { accountTallyQueryKeys } from './get-account-tally';
import { contestedAccountsQueryKeys } from './get-contested-accounts';
import { proofQueueQueryKeys } from './get-proof-queue';
import { trustFlagsQueryKeys } from './get-trust-flags';
import type { ModeratedAccount } from './moderate-account';

export const rejectAsFake = ({ accountId, reason }: { accountId: number; reason: string }) =>
  api.post<ModeratedAccount>(`/api/admin/social-accounts/${accountId}/reject-as-fake`, {
    reason,
  });

/**
 * Rejects an account as fake: it leaves the public view and its approvers are burned (a
 * burn flag names them, and the accounts they voted on are tallied again). Every queue that
 * shows the account or those votes is asked again, after a refusal too.
 */
export function useRejectAsFake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAsFake,
    onSuccess: () => void markPublicDataStale(queryClient),
    onSettled: () =>
      Promise.all(
        [
          accountTallyQueryKeys.all,
          contestedAccountsQueryKeys.all,
          proofQueueQueryKeys.all,
          trustFlagsQueryKeys.all,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
