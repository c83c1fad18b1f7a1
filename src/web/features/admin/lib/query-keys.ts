import type { QueryClient } from '@tanstack/react-query';

/** The root of every admin query key; the admin dashboard's caches hang under it. */
export const ADMIN_QUERY_ROOT = 'admin' as const;

/**
 * After an admin changed public data (a person, an account, a role), every cache outside the
 * dashboard is marked stale, so the directory shows the change when next visited. Nothing is
 * refetched now: the dashboard's own lists are refreshed by their mutations.
 */
export function markPublicDataStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== ADMIN_QUERY_ROOT,
    refetchType: 'none',
  });
}
