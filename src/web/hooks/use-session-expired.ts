import { useSyncExternalStore } from 'react';
import { isSessionExpired, subscribeSessionExpired } from '@web/lib/session-expired-flag';

/** True for up to 30 seconds after this tab's session expired (a 401 from the server). */
export function useSessionExpired(): boolean {
  return useSyncExternalStore(subscribeSessionExpired, isSessionExpired, () => false);
}
