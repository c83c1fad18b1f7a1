import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReportInput, reportCreatedSchema } from '@shared/schemas/accounts';
import { api } from '@web/lib/api/client';

export const reportAccount = (input: ReportInput) =>
  api.post<z.infer<typeof reportCreatedSchema>>('/api/social-accounts/report', input);

/** Reports a verified account as fake, with a reason and evidence. */
export const useReportAccount = () => useMutation({ mutationFn: reportAccount });
