import { AlertCircle, ArrowLeft, UserRoundX } from 'lucide-react';
import { Link } from 'react-router';
import { NOT_FOUND_TITLES } from '@shared/page-titles';
import { NotFoundView } from '@web/components/not-found-view';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/paths';

/** The specifications' text for a person page without its person. */
const PERSON_UNAVAILABLE_TEXT = 'Failed to load person details. The person might not exist.';

/** A person address nobody has (or a deleted person). */
export function PersonNotFound() {
  return (
    <NotFoundView icon={UserRoundX} title={NOT_FOUND_TITLES.person} backLabel="Back to Directory">
      {PERSON_UNAVAILABLE_TEXT}
    </NotFoundView>
  );
}

/** The server or the network failed: an error, unlike an unknown person. */
export function PersonLoadFailed() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 py-8">
      <Alert variant="destructive">
        <AlertCircle aria-hidden="true" />
        <AlertTitle>Error</AlertTitle>
        <AlertDescription>{PERSON_UNAVAILABLE_TEXT}</AlertDescription>
      </Alert>
      <Button asChild variant="outline">
        <Link to={paths.home}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Directory
        </Link>
      </Button>
    </div>
  );
}
