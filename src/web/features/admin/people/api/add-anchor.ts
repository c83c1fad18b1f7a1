import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnchorInput, IdentityAnchor } from '@shared/schemas/anchors';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { personAnchorsQueryKeys } from './get-person-anchors';

export const addAnchor = ({ personId, ...input }: AnchorInput & { personId: number }) =>
  api.post<IdentityAnchor>(`/api/admin/people/${personId}/anchors`, input);

/**
 * Names an official site of a person. Their proofs on that host become anchored, so the
 * public pages showing their accounts are stale too.
 */
export function useAddAnchor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAnchor,
    onSuccess: (_anchor, { personId }) => {
      void markPublicDataStale(queryClient);
      return queryClient.invalidateQueries({ queryKey: personAnchorsQueryKeys.person(personId) });
    },
  });
}
