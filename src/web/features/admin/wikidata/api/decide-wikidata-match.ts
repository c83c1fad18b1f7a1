import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { wikidataMatchesQueryKey } from './get-wikidata-matches';

/** Link: the person is the item's human. Dismiss: they are not. */
export type WikidataMatchDecision = 'link' | 'dismiss';

export const decideWikidataMatch = ({
  id,
  decision,
}: {
  id: number;
  decision: WikidataMatchDecision;
}) => api.post<{ message: string }>(`/api/admin/wikidata/matches/${id}/${decision}`);

/**
 * Links or dismisses a possible match. The list is read again either way: after a refusal
 * (409, the item is someone else's, or another admin decided first) it shows what is still
 * open. A link gives the person their item, which their public page shows.
 */
export function useDecideWikidataMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWikidataMatch,
    onSuccess: (_result, { decision }) => {
      if (decision === 'link') void markPublicDataStale(queryClient);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wikidataMatchesQueryKey }),
  });
}
