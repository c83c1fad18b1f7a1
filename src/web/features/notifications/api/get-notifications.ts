import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsPage } from '@shared/schemas/notifications';
import { api } from '@web/lib/api/client';
import { NOTIFICATIONS_QUERY_KEY } from '@web/lib/api/query-client';

export interface NotificationsCriteria {
  unreadOnly: boolean;
  page: number;
  limit: number;
}

export const getNotifications = (
  { unreadOnly, page, limit }: NotificationsCriteria,
  signal?: AbortSignal,
) =>
  api.get<NotificationsPage>(
    '/api/notifications',
    { unread: unreadOnly ? 'true' : undefined, page, limit },
    signal,
  );

export const notificationsQueryOptions = (userId: number, criteria: NotificationsCriteria) =>
  queryOptions({
    // Keyed by user, since the cache outlives a sign-out.
    queryKey: [...NOTIFICATIONS_QUERY_KEY, userId, 'list', criteria] as const,
    queryFn: ({ signal }) => getNotifications(criteria, signal),
    // New events arrive between visits: the inbox asks each time it opens.
    refetchOnMount: 'always',
    // The page shown stays while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

/** One page of the signed-in user's notifications, newest first. */
export const useNotifications = (userId: number, criteria: NotificationsCriteria) =>
  useQuery(notificationsQueryOptions(userId, criteria));
