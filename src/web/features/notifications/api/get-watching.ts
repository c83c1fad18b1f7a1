import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { watchingSchema } from '@shared/schemas/notifications';
import { api } from '@web/lib/api/client';

export type Watching = z.infer<typeof watchingSchema>;

export const getWatching = (signal?: AbortSignal) =>
  api.get<Watching>('/api/user/watching', undefined, signal);

/** Keyed by user, since the cache outlives a sign-out. */
export const watchingQueryKeys = {
  all: ['watching'] as const,
  of: (userId: number) => [...watchingQueryKeys.all, userId] as const,
};

export const watchingQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: watchingQueryKeys.of(userId),
    queryFn: ({ signal }) => getWatching(signal),
  });

/** The people the signed-in user watches, newest first (none asked for without a user). */
export const useWatching = (userId: number | undefined) =>
  useQuery({ ...watchingQueryOptions(userId ?? 0), enabled: userId !== undefined });
