import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { auditLogPageSchema } from '@shared/schemas/admin';
import { api } from '@web/lib/api/client';
import { ADMIN_QUERY_ROOT } from '../../lib/query-keys';

export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
export const AUDIT_LOG_SHOWN = 10;

export const getAuditLog = (page: number, signal?: AbortSignal) =>
  api.get<AuditLogPage>('/api/admin/audit-log', { page, limit: AUDIT_LOG_SHOWN }, signal);

export const auditLogQueryKeys = {
  all: [ADMIN_QUERY_ROOT, 'audit-log'] as const,
  page: (page: number) => [...auditLogQueryKeys.all, page] as const,
};

export const auditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: auditLogQueryKeys.page(page),
    queryFn: ({ signal }) => getAuditLog(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Every admin action, newest first (fetched afresh whenever the section opens). */
export const useAuditLog = (page: number) => useQuery(auditLogQueryOptions(page));
