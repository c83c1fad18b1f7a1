import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DatabaseInfo } from '@shared/schemas/admin-system';
import { api } from '@web/lib/api/client';
import { ADMIN_QUERY_ROOT } from '../../lib/query-keys';

export const getDatabaseInfo = (signal?: AbortSignal) =>
  api.get<DatabaseInfo>('/api/admin/database-info', undefined, signal);

export const databaseInfoQueryKey = [ADMIN_QUERY_ROOT, 'database-info'] as const;

export const databaseInfoQueryOptions = () =>
  queryOptions({
    queryKey: databaseInfoQueryKey,
    queryFn: ({ signal }) => getDatabaseInfo(signal),
  });

/** The database engine, its size and the row count of every table. */
export const useDatabaseInfo = () => useQuery(databaseInfoQueryOptions());
