import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';
import { officialSiteSuggestionsQueryKeys } from './get-official-site-suggestions';

export const dismissOfficialSite = (anchorId: number) =>
  api.delete<{ message: string }>(`/api/admin/official-sites/${anchorId}`);

/**
 * Dismisses a suggested official site. A suggestion showed nowhere public, so only the queue
 * is asked again (after a refusal too: another moderator may have decided first).
 */
export function useDismissOfficialSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissOfficialSite,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: officialSiteSuggestionsQueryKeys.all }),
  });
}
