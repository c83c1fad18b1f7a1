import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReportInput, reportCreatedSchema } from '@shared/schemas/accounts';
import { api } from '@web/lib/api/client';
import { userReportsQueryKeys } from './get-user-reports';

export const reportAccount = (input: ReportInput) =>
  api.post<z.infer<typeof reportCreatedSchema>>('/api/social-accounts/report', input);

/**
 * Reports a verified account as fake, with a reason and evidence. Afterwards (a refusal
 * too: the server may know of an open report this page did not) the user's open reports
 * are asked again, so the account shows as reported.
 */
export function useReportAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userReportsQueryKeys.all }),
  });
}
