import { Link } from 'react-router';
import { useSignInPath } from '@web/hooks/use-sign-in-path';

/** 'Sign in to {action}.' in a dialog, for a visitor; signing in brings them back to this page. */
export function SignInPrompt({ action }: { action: string }) {
  return (
    <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
      <Link to={useSignInPath()} className="font-medium text-primary hover:underline">
        Sign in
      </Link>{' '}
      to {action}.
    </p>
  );
}
