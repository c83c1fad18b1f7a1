import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { toggledAccountSchema } from '@shared/schemas/admin';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { adminPeopleQueryKeys } from './get-admin-people';

export const toggleAccountVerification = (id: number) =>
  api.post<z.infer<typeof toggledAccountSchema>>(
    `/api/admin/social-accounts/${id}/toggle-verification`,
  );

/** Verifies an account, or takes a verified one back to pending. */
export function useToggleAccountVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleAccountVerification,
    onSuccess: async () => {
      void markPublicDataStale(queryClient);
      await queryClient.invalidateQueries({ queryKey: adminPeopleQueryKeys.all });
    },
  });
}
