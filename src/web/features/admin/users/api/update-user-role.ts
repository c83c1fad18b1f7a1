import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userRoleResultSchema } from '@shared/schemas/admin';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { usersQueryKeys } from './get-users';

export type UserRole = 'user' | 'admin';

export const updateUserRole = ({ id, role }: { id: number; role: UserRole }) =>
  api.post<z.infer<typeof userRoleResultSchema>>(`/api/admin/users/${id}`, { role });

/** Makes a user an admin, or an admin a user again. */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: async () => {
      void markPublicDataStale(queryClient);
      await queryClient.invalidateQueries({ queryKey: usersQueryKeys.all });
    },
  });
}
