import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MergePeopleResult } from '@shared/schemas/admin-system';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { adminPeopleQueryKeys } from '../../people/api/get-admin-people';

/** The ids travel as strings, as the specification's merge call sends them. */
export const mergePeople = ({
  keepPersonId,
  removePersonId,
}: {
  keepPersonId: string;
  removePersonId: string;
}) =>
  api.post<MergePeopleResult>('/api/test-merge', {
    keepPersonId,
    removePersonId,
    cleanDuplicateSocialAccounts: true,
  });

/** Merges person B into person A: accounts, duplicate accounts and comments move, B is removed. */
export function useMergePeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergePeople,
    onSuccess: async () => {
      void markPublicDataStale(queryClient);
      await queryClient.invalidateQueries({ queryKey: adminPeopleQueryKeys.all });
    },
  });
}
