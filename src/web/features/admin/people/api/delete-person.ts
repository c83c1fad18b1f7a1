import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { adminPeopleQueryKeys } from './get-admin-people';

export const deletePerson = (id: number) =>
  api.delete<{ message: string }>(`/api/admin/people/${id}`);

/** Marks a person deleted: hidden from the public, kept in the database. */
export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePerson,
    onSuccess: async () => {
      void markPublicDataStale(queryClient);
      await queryClient.invalidateQueries({ queryKey: adminPeopleQueryKeys.all });
    },
  });
}
