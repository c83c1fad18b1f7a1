import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StandingInput, StandingResult } from '@shared/schemas/standing';
import { api } from '@web/lib/api/client';
import { usersQueryKeys } from './get-users';

export const setUserStanding = ({ id, standing }: { id: number } & StandingInput) =>
  api.post<StandingResult>(`/api/admin/users/${id}/standing`, { standing });

/** Grants a user trusted standing, or returns them to the automatic rules. */
export function useSetUserStanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStanding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKeys.all }),
  });
}
