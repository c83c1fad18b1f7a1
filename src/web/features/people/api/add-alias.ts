import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Alias, NewAliasInput } from '@shared/schemas/people';
import { api } from '@web/lib/api/client';
import { peopleQueryKeys } from './get-people';

export const addAlias = ({ personId, ...alias }: NewAliasInput & { personId: number }) =>
  api.post<Alias>(`/api/people/${personId}/aliases`, alias);

/** Adds a name the person is also known by; every person read carries their aliases, so all are refetched. */
export function useAddAlias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAlias,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.all }),
  });
}
