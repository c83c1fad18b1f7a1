import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';
import { peopleQueryKeys } from './get-people';

export const removeAlias = ({ personId, aliasId }: { personId: number; aliasId: number }) =>
  api.delete<{ message: string; id: number }>(`/api/people/${personId}/aliases/${aliasId}`);

/** Removes one of the person's aliases (its adder's or, for an admin, any). */
export function useRemoveAlias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAlias,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.all }),
  });
}
