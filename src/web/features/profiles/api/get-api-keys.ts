import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeyList } from '@shared/schemas/api-keys';
import { api } from '@web/lib/api/client';

export const getApiKeys = (signal?: AbortSignal) =>
  api.get<ApiKeyList>('/api/api-keys', undefined, signal);

export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: ({ signal }) => getApiKeys(signal),
    // Programs using the keys change their last-used dates: each visit asks again.
    refetchOnMount: 'always',
  });

/** The signed-in user's active API keys, newest first (never the keys themselves). */
export const useApiKeys = () => useQuery(apiKeysQueryOptions());
