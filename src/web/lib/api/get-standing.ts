import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStanding } from '@shared/schemas/standing';
import { api } from './client';

export const getStanding = (signal?: AbortSignal) =>
  api.get<UserStanding>('/api/user/standing', undefined, signal);

export const STANDING_QUERY_KEY = ['user', 'standing'] as const;

export const standingQueryOptions = () =>
  queryOptions({
    queryKey: STANDING_QUERY_KEY,
    queryFn: ({ signal }) => getStanding(signal),
    // The account's age and the user's contributions change between visits: ask each time.
    refetchOnMount: 'always',
  });

/**
 * The signed-in user's standing: whether their votes count, and their progress on each rule.
 * Visitors have none: pass `enabled` false for them.
 */
export const useStanding = (enabled = true) => useQuery({ ...standingQueryOptions(), enabled });
