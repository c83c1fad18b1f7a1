import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@shared/schemas/auth';
import { api, ApiError } from './client';
import { CURRENT_USER_QUERY_KEY } from './query-client';

/** Current-user data is fresh for 30 minutes. */
export const CURRENT_USER_STALE_MS = 30 * 60_000;

/** The signed-in user as the server knows them; a 401 answer means no user (null). */
export async function getCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await api.get<User>('/api/user', undefined, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: CURRENT_USER_STALE_MS,
  });

export const useCurrentUser = (enabled = true) =>
  useQuery({ ...currentUserQueryOptions(), enabled });
