import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserOpenReport } from '@shared/schemas/accounts';
import { api } from '@web/lib/api/client';

export const getUserReports = (signal?: AbortSignal) =>
  api.get<UserOpenReport[]>('/api/user/reports', undefined, signal);

export const userReportsQueryKeys = {
  all: ['user-reports'] as const,
  of: (userId: number) => [...userReportsQueryKeys.all, userId] as const,
};

export const userReportsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: userReportsQueryKeys.of(userId),
    queryFn: ({ signal }) => getUserReports(signal),
  });

/** The accounts the signed-in user has an open report on (none asked for without a user). */
export const useUserReports = (userId: number | undefined) =>
  useQuery({ ...userReportsQueryOptions(userId ?? 0), enabled: userId !== undefined });
