/**
 * What the browser keeps about a signed-in session, under fixed localStorage keys:
 * the bearer token, its expiry and the user record. Signing in writes them; the 401
 * guard, signing out and a server that no longer knows the session clear them.
 */
export const SESSION_KEYS = {
  token: 'vv.auth.token',
  tokenExpiresAt: 'vv.auth.tokenExpiresAt',
  user: 'vv.auth.user',
} as const;

/** Fired on window whenever this tab changes the stored session (the storage event covers other tabs). */
export const SESSION_CHANGED_EVENT = 'vv:session-changed';
/** Fired on window when the server answered 401 and the stored session was dropped. */
export const SESSION_EXPIRED_EVENT = 'vv:session-expired';

export interface StoredUser {
  id: number;
  username: string;
  email?: string;
  role?: 'user' | 'admin';
  isVerified?: boolean;
}

/** The fields kept about a user, in a fixed order (so two records compare as strings). */
export function toStoredUser(user: StoredUser): StoredUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    isVerified: user.isVerified,
  };
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.token) ?? null;
}

/** The raw stored user entry; compare this string to detect changes without parsing. */
export function readStoredUserRaw(): string | null {
  return storage()?.getItem(SESSION_KEYS.user) ?? null;
}

/** The stored user, or null when absent or unreadable (an unreadable entry is logged and counts as signed out). */
export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as StoredUser).username === 'string') {
      return value as StoredUser;
    }
    return null;
  } catch (error) {
    console.warn('Stored user entry is unreadable; treating the visitor as signed out', error);
    return null;
  }
}

/** True when a token is stored and its expiry (if any) lies in the future. */
export function hasUnexpiredToken(now = Date.now()): boolean {
  const token = readToken();
  if (!token) return false;
  const expiresAt = storage()?.getItem(SESSION_KEYS.tokenExpiresAt);
  if (!expiresAt) return true;
  const time = Number.isNaN(Number(expiresAt)) ? Date.parse(expiresAt) : Number(expiresAt);
  return Number.isNaN(time) || time > now;
}

/** Stores a new session (after sign-in) and tells this tab's listeners. */
export function storeSession({
  token,
  expiresAt,
  user,
}: {
  token: string;
  expiresAt?: string | null;
  user: StoredUser;
}): void {
  const store = storage();
  if (!store) return;
  store.setItem(SESSION_KEYS.token, token);
  if (expiresAt) store.setItem(SESSION_KEYS.tokenExpiresAt, expiresAt);
  else store.removeItem(SESSION_KEYS.tokenExpiresAt);
  store.setItem(SESSION_KEYS.user, JSON.stringify(user));
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

/** Replaces the stored user record (fresher data from the server), keeping the token; no-op when unchanged. */
export function updateStoredUser(user: StoredUser): void {
  const store = storage();
  if (!store) return;
  const raw = JSON.stringify(user);
  if (store.getItem(SESSION_KEYS.user) === raw) return;
  store.setItem(SESSION_KEYS.user, raw);
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

export function clearStoredSession(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(SESSION_KEYS.token);
  store.removeItem(SESSION_KEYS.tokenExpiresAt);
  store.removeItem(SESSION_KEYS.user);
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}
