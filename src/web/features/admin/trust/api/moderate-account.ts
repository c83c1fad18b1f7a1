import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { toggledAccountSchema } from '@shared/schemas/admin';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { accountTallyQueryKeys } from './get-account-tally';
import { proofQueueQueryKeys } from './get-proof-queue';

export type ModeratedAccount = z.infer<typeof toggledAccountSchema>;

export const moderateAccount = ({ accountId, reason }: { accountId: number; reason: string }) =>
  api.post<ModeratedAccount>(`/api/admin/social-accounts/${accountId}/moderate`, { reason });

/** Verifies an account by moderation; the queue shows its new status and reason, the public pages the badge. */
export function useModerateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateAccount,
    onSuccess: () => {
      void markPublicDataStale(queryClient);
      void queryClient.invalidateQueries({ queryKey: accountTallyQueryKeys.all });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: proofQueueQueryKeys.all }),
  });
}
