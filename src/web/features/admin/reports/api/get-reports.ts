import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReport } from '@shared/schemas/admin';
import { api } from '@web/lib/api/client';
import { ADMIN_QUERY_ROOT } from '../../lib/query-keys';

/** The report queue is fetched again every 30 seconds and when the window regains focus. */
export const REPORTS_REFETCH_MS = 30_000;

export const REPORT_SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'priority', label: 'Most reported' },
] as const;
export type ReportSort = (typeof REPORT_SORT_OPTIONS)[number]['value'];

/** The platforms the queue can be narrowed to ('all' sends no filter). */
export const REPORT_PLATFORM_OPTIONS = [
  { value: 'all', label: 'All platforms' },
  { value: 'twitter', label: 'Twitter' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'linkedin', label: 'LinkedIn' },
] as const;
export type ReportPlatform = (typeof REPORT_PLATFORM_OPTIONS)[number]['value'];

export interface ReportsCriteria {
  platform: ReportPlatform;
  sort: ReportSort;
}

export const getReports = (criteria: ReportsCriteria, signal?: AbortSignal) =>
  api.get<AdminReport[]>(
    '/api/admin/reports',
    { platform: criteria.platform === 'all' ? undefined : criteria.platform, sort: criteria.sort },
    signal,
  );

export const reportsQueryKeys = {
  all: [ADMIN_QUERY_ROOT, 'reports'] as const,
  list: (criteria: ReportsCriteria) => [...reportsQueryKeys.all, criteria] as const,
};

export const reportsQueryOptions = (criteria: ReportsCriteria) =>
  queryOptions({
    queryKey: reportsQueryKeys.list(criteria),
    queryFn: ({ signal }) => getReports(criteria, signal),
    staleTime: 0,
    refetchInterval: REPORTS_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

export const useReports = (criteria: ReportsCriteria) => useQuery(reportsQueryOptions(criteria));
