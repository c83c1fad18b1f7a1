import { QueryClient } from '@tanstack/react-query';

/** Data never goes stale, failed queries are not retried and focus does not refetch (as the specification asks). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The browser's one query cache (the server makes one per page it draws). */
export const queryClient = createQueryClient();

/** The cached current user; the 401 guard empties it. */
export const CURRENT_USER_QUERY_KEY = ['current-user'] as const;
