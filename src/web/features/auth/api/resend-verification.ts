import type { MailedResponse } from '@shared/schemas/auth';
import { api } from '@web/lib/api/client';
import { useMailingMutation } from './mail-delivery';

export const resendVerification = (email: string) =>
  api.post<MailedResponse>('/api/resend-verification', { email });

/** Mails a new verification link (the answer is the same whether the address is known or not). */
export const useResendVerification = () => useMailingMutation(resendVerification);
