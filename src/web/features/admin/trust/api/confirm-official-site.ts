import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdentityAnchor } from '@shared/schemas/anchors';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { contestedAccountsQueryKeys } from './get-contested-accounts';
import { officialSiteSuggestionsQueryKeys } from './get-official-site-suggestions';

export const confirmOfficialSite = (anchorId: number) =>
  api.post<{ message: string; anchor: IdentityAnchor }>(
    `/api/admin/official-sites/${anchorId}/confirm`,
    {},
  );

/**
 * Confirms a suggested official site: it roots the person's proven chains from now on, so
 * their public pages and the contested accounts may move. The queue is asked again either
 * way: after a refusal (409, another moderator decided first) it shows what is left.
 */
export function useConfirmOfficialSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOfficialSite,
    onSuccess: () => {
      void markPublicDataStale(queryClient);
      void queryClient.invalidateQueries({ queryKey: contestedAccountsQueryKeys.all });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: officialSiteSuggestionsQueryKeys.all }),
  });
}
