import { Navigate, Outlet, useLocation } from 'react-router';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { paths } from '@web/paths';

/**
 * Wraps the routes that need a session (/change-password, later /add and /profile): a
 * visitor without one goes to /auth. Follows sign-outs in other tabs and session expiry.
 */
export function RequireUser() {
  const user = useStoredUser();
  const location = useLocation();
  if (!user) return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Wraps the admin routes: no session goes to /auth, a signed-in non-admin goes to /. */
export function RequireAdmin() {
  const user = useStoredUser();
  const location = useLocation();
  if (!user) return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  if (user.role !== 'admin') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
