import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';
import { resetTokenQueryKey } from './get-reset-token';

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword?: string;
}

export const resetPassword = ({ token, ...body }: ResetPasswordInput) =>
  api.post<{ message: string }>(`/api/reset-password/${encodeURIComponent(token)}`, body);

/** Sets a new password from a reset link; the link is used up. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (_answer, { token }) =>
      queryClient.removeQueries({ queryKey: resetTokenQueryKey(token) }),
  });
}
