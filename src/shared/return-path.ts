/** The query parameter of /auth that holds where to go back to after signing in. */
export const RETURN_TO_PARAM = 'returnTo';

/** Any origin does: only whether a parsed address stays on it matters. */
const PROBE_ORIGIN = 'http://return-path.invalid';

/**
 * The address to go back to after signing in, if it is a path of this site: it starts with
 * one '/', and a browser reads it as a path of the same origin (no '//' or '/\' host, no
 * scheme, including after stripping tabs and line breaks as browsers do). The sign-in page
 * itself is no destination. Anything else gives null, so the caller goes home instead and
 * a crafted link can never send a user to another site.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === '/auth') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
