import { useSyncExternalStore } from 'react';
import { hasUnexpiredToken, SESSION_CHANGED_EVENT, SESSION_KEYS } from '@web/lib/session-storage';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === SESSION_KEYS.token ||
      event.key === SESSION_KEYS.tokenExpiresAt
    )
      onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
  };
}

const readHasValidToken = () => hasUnexpiredToken();

/**
 * Whether this browser holds a bearer token that has not expired (checked when the
 * stored session changes in this or another tab, and on every render).
 * Rating widgets appear only when this is true.
 */
export function useHasValidToken(): boolean {
  return useSyncExternalStore(subscribe, readHasValidToken, () => false);
}
