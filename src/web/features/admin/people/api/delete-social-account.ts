import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { adminPeopleQueryKeys } from './get-admin-people';

export const deleteSocialAccount = (id: number) =>
  api.delete<{ message: string }>(`/api/admin/social-accounts/${id}`);

/** Deletes an account: hidden everywhere, kept in the database. */
export function useDeleteSocialAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSocialAccount,
    onSuccess: async () => {
      void markPublicDataStale(queryClient);
      await queryClient.invalidateQueries({ queryKey: adminPeopleQueryKeys.all });
    },
  });
}
