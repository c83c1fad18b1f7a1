import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';

export const getResetToken = (token: string, signal?: AbortSignal) =>
  api.get<{ valid: true }>(`/api/reset-password/${encodeURIComponent(token)}`, undefined, signal);

export const resetTokenQueryKey = (token: string) => ['reset-token', token] as const;

/** Whether a reset link is still valid; checked before the new-password form is shown. */
export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: resetTokenQueryKey(token),
    queryFn: ({ signal }) => getResetToken(token, signal),
    gcTime: 0,
  });

export const useResetToken = (token: string) => useQuery(resetTokenQueryOptions(token));
