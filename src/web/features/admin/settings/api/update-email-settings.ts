import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EmailSettingsInput, emailSettingsUpdatedSchema } from '@shared/schemas/admin-system';
import { api } from '@web/lib/api/client';
import { emailSettingsQueryKey } from './get-email-settings';

export const updateEmailSettings = (input: EmailSettingsInput) =>
  api.post<z.infer<typeof emailSettingsUpdatedSchema>>('/api/admin/update-email-settings', input);

/** Saves the SMTP settings; the answer carries the stored settings (still without the password). */
export function useUpdateEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailSettings,
    onSuccess: (result) => queryClient.setQueryData(emailSettingsQueryKey, result.settings),
  });
}
