import { clearStoredSession, SESSION_EXPIRED_EVENT } from '@web/lib/session-storage';
import { CURRENT_USER_QUERY_KEY, queryClient } from './query-client';

/** While one 401 is being handled, further ones are ignored for this long. */
export const HANDLING_RESET_MS = 5_000;
/** A 401 within this long after the last handled one is a duplicate. */
export const DUPLICATE_WINDOW_MS = 10_000;

let handling = false;
let lastHandledAt = Number.NEGATIVE_INFINITY;

/**
 * The session-expiry guard: on a 401, clear the stored token, expiry and user, empty the
 * cached user and fire the session-expired signal, once. Duplicate 401s (while handling,
 * or within 10 s of the last one handled) do nothing. Returns whether it acted.
 */
export function handleUnauthorized(now = Date.now()): boolean {
  if (handling || now - lastHandledAt < DUPLICATE_WINDOW_MS) return false;
  handling = true;
  lastHandledAt = now;
  try {
    clearStoredSession();
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
  } finally {
    setTimeout(() => {
      handling = false;
    }, HANDLING_RESET_MS);
  }
  return true;
}
