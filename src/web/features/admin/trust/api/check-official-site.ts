import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdentityAnchor } from '@shared/schemas/anchors';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { accountTallyQueryKeys } from './get-account-tally';
import { contestedAccountsQueryKeys } from './get-contested-accounts';
import { trustFlagsQueryKeys } from './get-trust-flags';

export const checkOfficialSite = (anchorId: number) =>
  api.post<IdentityAnchor>(`/api/admin/official-sites/${anchorId}/check`, {});

/**
 * Reads a confirmed official site's page now. The accounts it links to with rel="me" become
 * proven, and one it names others beside is contested (which may burn its approvers): the
 * public pages, the tallies, the contested accounts and the flags are stale.
 */
export function useCheckOfficialSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkOfficialSite,
    onSuccess: () => {
      void markPublicDataStale(queryClient);
      void queryClient.invalidateQueries({ queryKey: accountTallyQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: contestedAccountsQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: trustFlagsQueryKeys.all });
    },
  });
}
