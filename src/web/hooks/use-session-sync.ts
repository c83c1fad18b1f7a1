import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@web/lib/toast';
import { getAuthStatus } from '@web/lib/api/get-auth-status';
import { currentUserQueryOptions } from '@web/lib/api/get-current-user';
import { CURRENT_USER_QUERY_KEY } from '@web/lib/api/query-client';
import { handleUnauthorized } from '@web/lib/api/session-guard';
import { markSessionExpired } from '@web/lib/session-expired-flag';
import {
  clearStoredSession,
  readStoredUserRaw,
  readToken,
  SESSION_EXPIRED_EVENT,
  SESSION_KEYS,
  toStoredUser,
  updateStoredUser,
} from '@web/lib/session-storage';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/**
 * Keeps this tab's idea of the session honest (mounted once, by the app frame):
 * - on load the stored user is shown at once, then the server is asked whether the
 *   session is still signed in; if not, the session expired (as on a 401), and if so the stored
 *   user is refreshed from the server (a role change shows without signing in again);
 * - the session-expired signal of the 401 guard shows a toast and raises the expired flag;
 * - a sign-in or sign-out in another tab resets the cached current user.
 */
export function useSessionSync() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const token = readToken();
    const raw = readStoredUserRaw();
    if (!token && !raw) return;
    const controller = new AbortController();
    // Acts only if nothing changed meanwhile (a sign-in in this or another tab, say).
    const unchanged = () =>
      !controller.signal.aborted && readToken() === token && readStoredUserRaw() === raw;
    void (async () => {
      try {
        const status = await getAuthStatus(controller.signal);
        if (!unchanged()) return;
        if (!status.authenticated) {
          // A token the server no longer knows is an expired session, whether this check or
          // a page's own request (the 401 guard) learns it first: both say so, once.
          if (token) handleUnauthorized();
          else {
            clearStoredSession();
            queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
          }
          return;
        }
        if (!token) return;
        const user = await queryClient.fetchQuery(currentUserQueryOptions());
        if (user && unchanged()) updateStoredUser(toStoredUser(user));
      } catch {
        // Offline or the server is down: keep the stored user; the 401 guard handles expiry.
      }
    })();
    return () => controller.abort();
  }, [queryClient]);

  useEffect(() => {
    const onExpired = () => {
      markSessionExpired();
      toast.error('Session expired', {
        id: 'session-expired',
        description: SESSION_EXPIRED_MESSAGE,
      });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== SESSION_KEYS.user) return;
      if (event.newValue === null) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
      else void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}
