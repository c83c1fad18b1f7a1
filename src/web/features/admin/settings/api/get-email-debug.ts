import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailDebug } from '@shared/schemas/admin-system';
import { api } from '@web/lib/api/client';
import { ADMIN_QUERY_ROOT } from '../../lib/query-keys';

/** The e-mail debug view is polled every 3 seconds while it is shown. */
export const EMAIL_DEBUG_POLL_MS = 3_000;

export const getEmailDebug = (signal?: AbortSignal) =>
  api.get<EmailDebug>('/api/email-debug', undefined, signal);

export const emailDebugQueryKey = [ADMIN_QUERY_ROOT, 'email-debug'] as const;

export const emailDebugQueryOptions = () =>
  queryOptions({
    queryKey: emailDebugQueryKey,
    queryFn: ({ signal }) => getEmailDebug(signal),
    refetchInterval: EMAIL_DEBUG_POLL_MS,
  });

/** The recent outbox and where mail goes now. */
export const useEmailDebug = () => useQuery(emailDebugQueryOptions());
