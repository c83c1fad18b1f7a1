import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailSettings } from '@shared/schemas/admin-system';
import { api } from '@web/lib/api/client';
import { ADMIN_QUERY_ROOT } from '../../lib/query-keys';

export const getEmailSettings = (signal?: AbortSignal) =>
  api.get<EmailSettings>('/api/admin/email-settings', undefined, signal);

export const emailSettingsQueryKey = [ADMIN_QUERY_ROOT, 'email-settings'] as const;

export const emailSettingsQueryOptions = () =>
  queryOptions({
    queryKey: emailSettingsQueryKey,
    queryFn: ({ signal }) => getEmailSettings(signal),
  });

/** The saved SMTP settings, without the password (only whether one is stored). */
export const useEmailSettings = () => useQuery(emailSettingsQueryOptions());
