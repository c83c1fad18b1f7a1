import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { canOpenDashboard } from '@shared/permissions';
import { Button } from '@web/components/ui/button';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { cn } from '@web/lib/cn';
import { paths } from '@web/paths';
import { Logo } from './logo';

// Loaded only for a signed-in user: the bell, the menu's Radix code and sign-out stay out of a
// visitor's first load.
const SignedInControls = lazy(async () => ({
  default: (await import('./signed-in-controls')).SignedInControls,
}));

function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'bg-accent text-accent-foreground'
      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );
}

/** The top bar: logo, Directory and Community (and Admin for admins), then the session controls. */
export function Navbar() {
  const user = useStoredUser();
  return (
    <header className="sticky top-0 z-40 border-b bg-card/85 backdrop-blur supports-[backdrop-filter]:bg-card/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          <NavLink to={paths.home} end className={navClass}>
            Directory
          </NavLink>
          <NavLink to={paths.community} className={navClass}>
            Community
          </NavLink>
          {canOpenDashboard(user) && (
            <NavLink to={paths.admin} className={navClass}>
              Admin
            </NavLink>
          )}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <Suspense fallback={<div className="h-9 w-24 sm:w-44" aria-hidden="true" />}>
              <SignedInControls user={user} />
            </Suspense>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.login}>Log in</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.register}>Sign up</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
