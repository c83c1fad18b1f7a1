import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthStatus } from '@shared/schemas/auth';
import { api } from './client';

/**
 * Asks the server whether this browser's session is signed in. The timestamp parameter
 * and the client's no-cache headers keep every cache out of the way; the stored token goes along.
 */
export const getAuthStatus = (signal?: AbortSignal) =>
  api.get<AuthStatus>('/api/auth-status', { t: Date.now() }, signal);

export const authStatusQueryKey = ['auth-status'] as const;

/** Never served from the cache: the answer is only worth what it says right now. */
export const authStatusQueryOptions = () =>
  queryOptions({
    queryKey: authStatusQueryKey,
    queryFn: ({ signal }) => getAuthStatus(signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useAuthStatus = () => useQuery(authStatusQueryOptions());
