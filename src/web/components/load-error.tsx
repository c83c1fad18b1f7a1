import { AlertCircleIcon, RotateCwIcon } from '@web/components/icons';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';

interface LoadErrorProps {
  title: string;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** Something that failed to load: what failed, the server's reason, and Try Again. */
export function LoadError({ title, message, onRetry, retrying }: LoadErrorProps) {
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        {message && <p>{message}</p>}
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
            <RotateCwIcon
              className={retrying ? 'size-4 animate-spin' : 'size-4'}
              aria-hidden="true"
            />
            Try Again
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
