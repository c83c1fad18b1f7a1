import { AlertCircleIcon } from '@web/components/icons';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';

/** Shown when a page fails to render or its code cannot be loaded (after a deployment, say). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while showing this page.';
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <Alert variant="destructive">
        <AlertCircleIcon />
        <AlertTitle>Error</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button variant="outline" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </div>
  );
}
