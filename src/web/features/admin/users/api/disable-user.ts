import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';
import { usersQueryKeys } from './get-users';

export const disableUser = (id: number) =>
  api.post<{ message: string }>(`/api/admin/users/${id}/disable`);

/** Disables a user: unverified, signed out everywhere. */
export function useDisableUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKeys.all }),
  });
}
