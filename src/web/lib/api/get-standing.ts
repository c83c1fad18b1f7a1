import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStanding } from '@shared/schemas/standing';
import { api } from '@web/lib/api/client';

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

/** The signed-in user's standing: whether their votes count, and their progress on each rule. */
export const useStanding = () => useQuery(standingQueryOptions());
