import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';
import { usersQueryKeys } from './get-users';

/** Disable (unverified, signed out everywhere) or enable again. */
export type AccessChange = 'disable' | 'enable';

export const changeUserAccess = ({ id, change }: { id: number; change: AccessChange }) =>
  api.post<{ message: string }>(`/api/admin/users/${id}/${change}`);

export function useChangeUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKeys.all }),
  });
}
