import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { usersQueryKeys } from './get-users';

export const deleteUser = (id: number) =>
  api.delete<{ id: number; message: string }>(`/api/admin/users/${id}`);

/** Deletes a user (never oneself); their contributions stay, shown as a deleted user. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async () => {
      void markPublicDataStale(queryClient);
      await queryClient.invalidateQueries({ queryKey: usersQueryKeys.all });
    },
  });
}
