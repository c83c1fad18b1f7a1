import { Navigate, Outlet } from 'react-router';
import { canOpenDashboard } from '@shared/permissions';
import { useSignInPath } from '@web/hooks/use-sign-in-path';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { paths } from '@web/paths';

/** Sends a visitor to /auth, which brings them back to this page once signed in. */
function RedirectToSignIn() {
  return <Navigate to={useSignInPath()} replace />;
}

/**
 * Wraps the routes that need a session (/change-password, /profile): a visitor without one
 * goes to /auth and comes back after signing in. Follows sign-outs in other tabs and
 * session expiry.
 */
export function RequireUser() {
  const user = useStoredUser();
  if (!user) return <RedirectToSignIn />;
  return <Outlet />;
}

/** Wraps the admin routes: no session goes to /auth, a signed-in non-admin goes to /. */
export function RequireAdmin() {
  const user = useStoredUser();
  if (!user) return <RedirectToSignIn />;
  if (!canOpenDashboard(user)) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
