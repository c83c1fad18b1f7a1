import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Platform } from '@shared/schemas/catalog';
import { api } from '@web/lib/api/client';

export const getPlatforms = (signal?: AbortSignal) =>
  api.get<Platform[]>('/api/platforms', undefined, signal);

export const platformsQueryOptions = () =>
  queryOptions({
    queryKey: ['platforms'],
    queryFn: ({ signal }) => getPlatforms(signal),
  });

/** The platforms an account can be proposed on. */
export const usePlatforms = (enabled = true) => useQuery({ ...platformsQueryOptions(), enabled });
