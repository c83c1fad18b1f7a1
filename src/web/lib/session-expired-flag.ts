/**
 * Whether this tab's session just expired (the 401 guard fired). Pages use it to explain
 * why the visitor is signed out; a flag older than 30 seconds is stale and cleared.
 */
export const EXPIRED_FLAG_STALE_MS = 30_000;

let expired = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (expired === value) return;
  expired = value;
  listeners.forEach((listener) => listener());
}

export function markSessionExpired(): void {
  clearTimeout(timer);
  set(true);
  timer = setTimeout(() => set(false), EXPIRED_FLAG_STALE_MS);
}

export function clearSessionExpired(): void {
  clearTimeout(timer);
  set(false);
}

export function isSessionExpired(): boolean {
  return expired;
}

export function subscribeSessionExpired(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
