import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';
import { API_KEYS_QUERY_KEY } from './get-api-keys';

export const revokeApiKey = (id: number) => api.delete<{ message: string }>(`/api/api-keys/${id}`);

/** Revokes one of the user's keys: programs using it are refused from then on. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
