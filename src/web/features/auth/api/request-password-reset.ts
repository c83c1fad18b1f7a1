import type { MailedResponse } from '@shared/schemas/auth';
import { api } from '@web/lib/api/client';
import { useMailingMutation } from './mail-delivery';

export const requestPasswordReset = (email: string) =>
  api.post<MailedResponse>('/api/forgot-password', { email });

/** Asks for a reset link by mail; the answer never tells whether the address exists. */
export const useRequestPasswordReset = () => useMailingMutation(requestPasswordReset);
