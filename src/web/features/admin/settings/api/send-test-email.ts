import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestEmailResult } from '@shared/schemas/admin-system';
import { api } from '@web/lib/api/client';
import { emailDebugQueryKey } from './get-email-debug';

export const sendTestEmail = (to: string) =>
  api.post<TestEmailResult>('/api/send-test-email', { to });

/** Sends a test mail the way every mail goes (SMTP_URL, the saved settings or the outbox). */
export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailDebugQueryKey }),
  });
}
