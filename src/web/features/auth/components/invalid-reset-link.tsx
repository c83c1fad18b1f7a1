import { Link } from 'react-router';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/paths';

/** Why a reset link cannot be used, with the way to a new one. */
export function InvalidResetLink({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="destructive">
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button asChild>
        <Link to={paths.forgotPassword}>Request New Link</Link>
      </Button>
    </div>
  );
}
