import { useMemo, useSyncExternalStore } from 'react';
import {
  parseStoredUser,
  readStoredUserRaw,
  SESSION_CHANGED_EVENT,
  SESSION_KEYS,
  type StoredUser,
} from '@web/lib/session-storage';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEYS.user) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
  };
}

/**
 * The signed-in user as stored in this browser, or null. Follows changes made in this
 * tab and in other tabs. The visitor counts as signed in when this is not null.
 */
export function useStoredUser(): StoredUser | null {
  const raw = useSyncExternalStore(subscribe, readStoredUserRaw, () => null);
  return useMemo(() => parseStoredUser(raw), [raw]);
}
