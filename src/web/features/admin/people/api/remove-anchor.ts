import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { personAnchorsQueryKeys } from './get-person-anchors';

export const removeAnchor = ({ personId, anchorId }: { personId: number; anchorId: number }) =>
  api.delete<{ message: string }>(`/api/admin/people/${personId}/anchors/${anchorId}`);

/**
 * Takes an official site back: the proofs it anchored stop counting. The list is asked again
 * either way, so a site another admin removed first disappears.
 */
export function useRemoveAnchor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAnchor,
    onSuccess: () => void markPublicDataStale(queryClient),
    onSettled: (_answer, _error, { personId }) =>
      queryClient.invalidateQueries({ queryKey: personAnchorsQueryKeys.person(personId) }),
  });
}
