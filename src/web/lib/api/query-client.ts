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

/** The browser's one query cache (the server makes one per page it renders). */
export const queryClient = createQueryClient();

/** The cached current user; the 401 guard empties it. */
export const CURRENT_USER_QUERY_KEY = ['current-user'] as const;

/**
 * The start of every query key of the signed-in user's notifications (the navbar's unread
 * count, the inbox's pages), so that marking any read refreshes them all.
 */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
