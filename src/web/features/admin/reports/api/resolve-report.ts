import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReportAction, resolvedReportSchema } from '@shared/schemas/admin';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { reportsQueryKeys } from './get-reports';

export type ResolvedReport = z.infer<typeof resolvedReportSchema>;

export const resolveReport = ({ id, action }: { id: number; action: ReportAction }) =>
  api.post<ResolvedReport>(`/api/admin/reports/${id}/resolve`, { action });

/** Investigates or dismisses a report, or removes its account (closing its open reports). */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: async (_result, { action }) => {
      if (action === 'remove') void markPublicDataStale(queryClient);
      await queryClient.invalidateQueries({ queryKey: reportsQueryKeys.all });
    },
  });
}
