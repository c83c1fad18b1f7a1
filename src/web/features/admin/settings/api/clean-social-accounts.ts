import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CleanAccountsResult } from '@shared/schemas/admin-system';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { adminPeopleQueryKeys } from '../../people/api/get-admin-people';

export const cleanSocialAccounts = (personId: number) =>
  api.post<CleanAccountsResult>('/api/people/clean-social-accounts', { personId });

/** Merges a person's duplicate accounts (same platform and username). */
export function useCleanSocialAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cleanSocialAccounts,
    onSuccess: async () => {
      void markPublicDataStale(queryClient);
      await queryClient.invalidateQueries({ queryKey: adminPeopleQueryKeys.all });
    },
  });
}
