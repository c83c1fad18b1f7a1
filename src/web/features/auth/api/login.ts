import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@shared/schemas/auth';
import { api } from '@web/lib/api/client';
import { CURRENT_USER_QUERY_KEY } from '@web/lib/api/query-client';
import { clearSessionExpired } from '@web/lib/session-expired-flag';
import { storeSession, toStoredUser } from '@web/lib/session-storage';
import { dismissToasts } from '@web/lib/toast';

export const login = (input: LoginInput) => api.post<LoginResponse>('/api/login', input);

/**
 * Signs in; on success the token, its expiry and the user are stored in this browser, and the
 * toasts of the signed-out visit are cleared.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, expiresAt, ...user }) => {
      storeSession({ token, expiresAt, user: toStoredUser(user) });
      clearSessionExpired();
      dismissToasts();
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
