import { useLocation } from 'react-router';

/** The navigation state with which signing up goes home: the address the link was sent to. */
export const registeredState = (email: string) => ({ registeredEmail: email });

/** The address a verification link was just sent to, on the page signing up went to; else null. */
export function useRegisteredEmail(): string | null {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null || !('registeredEmail' in state)) return null;
  return typeof state.registeredEmail === 'string' ? state.registeredEmail : null;
}
