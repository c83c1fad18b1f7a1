import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@shared/schemas/notifications';
import { api } from '@web/lib/api/client';

export const getNotificationSettings = (signal?: AbortSignal) =>
  api.get<NotificationSettings>('/api/user/notification-settings', undefined, signal);

export const updateNotificationSettings = (changes: NotificationSettings) =>
  api.put<NotificationSettings>('/api/user/notification-settings', changes);

/** Keyed by user, since the cache outlives a sign-out. */
export const notificationSettingsQueryKeys = {
  all: ['notification-settings'] as const,
  of: (userId: number) => [...notificationSettingsQueryKeys.all, userId] as const,
};

export const notificationSettingsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: notificationSettingsQueryKeys.of(userId),
    queryFn: ({ signal }) => getNotificationSettings(signal),
    // An unsubscribe link followed in a mail changes them outside this tab.
    refetchOnMount: 'always',
  });

/** Where each kind of notification the signed-in user can get goes. */
export const useNotificationSettings = (userId: number) =>
  useQuery(notificationSettingsQueryOptions(userId));

/** Saves some kinds' deliveries; the answer (all settings after) replaces the cached ones. */
export function useUpdateNotificationSettings(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) =>
      queryClient.setQueryData(notificationSettingsQueryKeys.of(userId), settings),
  });
}
