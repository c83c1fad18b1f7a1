import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { toggledAccountSchema } from '@shared/schemas/admin';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { accountTallyQueryKeys } from './get-account-tally';
import { contestedAccountsQueryKeys } from './get-contested-accounts';
import { proofQueueQueryKeys } from './get-proof-queue';
import { trustFlagsQueryKeys } from './get-trust-flags';

export type ModeratedAccount = z.infer<typeof toggledAccountSchema>;

export const moderateAccount = ({ accountId, reason }: { accountId: number; reason: string }) =>
  api.post<ModeratedAccount>(`/api/admin/social-accounts/${accountId}/moderate`, { reason });

/**
 * Verifies an account by moderation: the queues show its new status and reason (a contested
 * one leaves its queue), a burn it set off is undone (the flags), the public pages show the
 * badge.
 */
export function useModerateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateAccount,
    onSuccess: () => {
      void markPublicDataStale(queryClient);
      void queryClient.invalidateQueries({ queryKey: accountTallyQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: trustFlagsQueryKeys.all });
    },
    onSettled: () =>
      Promise.all(
        [proofQueueQueryKeys.all, contestedAccountsQueryKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
