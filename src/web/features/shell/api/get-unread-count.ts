import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsPage } from '@shared/schemas/notifications';
import { api } from '@web/lib/api/client';
import { NOTIFICATIONS_QUERY_KEY } from '@web/lib/api/query-client';

/** How often the navbar asks for the unread count while the page is visible. */
const UNREAD_REFRESH_MS = 60_000;

/** The newest notification only: the answer's `unread` is what the navbar needs. */
export const getUnreadCount = async (signal?: AbortSignal) =>
  (await api.get<NotificationsPage>('/api/notifications', { limit: 1 }, signal)).unread;

export const unreadCountQueryOptions = (userId: number) =>
  queryOptions({
    // Keyed by user, since the cache outlives a sign-out.
    queryKey: [...NOTIFICATIONS_QUERY_KEY, userId, 'unread-count'] as const,
    queryFn: ({ signal }) => getUnreadCount(signal),
    // A refetch interval pauses while the tab is hidden (refetchIntervalInBackground is off).
    refetchInterval: UNREAD_REFRESH_MS,
  });

/** How many of the signed-in user's notifications are not read yet. */
export const useUnreadCount = (userId: number) => useQuery(unreadCountQueryOptions(userId));
