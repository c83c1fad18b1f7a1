import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { emailSettingsUpdatedSchema } from '@shared/schemas/admin-system';
import { api } from '@web/lib/api/client';
import { emailDebugQueryKey } from './get-email-debug';
import { emailSettingsQueryKey } from './get-email-settings';

export const removeEmailSettings = () =>
  api.delete<z.infer<typeof emailSettingsUpdatedSchema>>('/api/admin/email-settings');

/** Removes the saved SMTP settings: mail is kept again until a mail server is set up. */
export function useRemoveEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmailSettings,
    onSuccess: (result) => {
      queryClient.setQueryData(emailSettingsQueryKey, result.settings);
      void queryClient.invalidateQueries({ queryKey: emailDebugQueryKey });
    },
  });
}
