import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedApiKey, NewApiKey } from '@shared/schemas/api-keys';
import { api } from '@web/lib/api/client';
import { API_KEYS_QUERY_KEY } from './get-api-keys';

export const createApiKey = (input: NewApiKey) => api.post<CreatedApiKey>('/api/api-keys', input);

/** Creates a key; the answer holds the whole key, which the server never shows again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
