import { useMutation } from '@tanstack/react-query';
import type { EmailSettingsInput, TestEmailResult } from '@shared/schemas/admin-system';
import { api } from '@web/lib/api/client';

export const testEmailSettings = (input: EmailSettingsInput) =>
  api.post<TestEmailResult>('/api/admin/test-email-settings', input);

/** Mails the signed-in admin through the settings as typed, without saving them. */
export const useTestEmailSettings = () => useMutation({ mutationFn: testEmailSettings });
