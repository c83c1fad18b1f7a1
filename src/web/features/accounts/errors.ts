import { ApiError } from '@web/lib/api/client';

/** A failure because the visitor is not (or no longer) signed in. */
export function isUnauthorized(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 401 || error.message.includes('Authentication required'))
  );
}
