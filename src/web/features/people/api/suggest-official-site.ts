import { useMutation } from '@tanstack/react-query';
import type { AnchorInput, IdentityAnchor } from '@shared/schemas/anchors';
import { api } from '@web/lib/api/client';

export const suggestOfficialSite = ({ personId, ...site }: AnchorInput & { personId: number }) =>
  api.post<IdentityAnchor>(`/api/people/${personId}/official-sites`, site);

/**
 * Suggests an official site of the person, with why it is theirs. It waits for a moderator and
 * shows nowhere until one confirms it, so no query is stale after it.
 */
export const useSuggestOfficialSite = () => useMutation({ mutationFn: suggestOfficialSite });
