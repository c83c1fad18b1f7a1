import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';

export const requestPasswordReset = (email: string) =>
  api.post<{ message: string }>('/api/forgot-password', { email });

/** Asks for a reset link by mail; the answer never tells whether the address exists. */
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
