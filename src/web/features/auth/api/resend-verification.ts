import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';

export const resendVerification = (email: string) =>
  api.post<{ message: string }>('/api/resend-verification', { email });

/** Mails a new verification link (the answer is the same whether the address is known or not). */
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
