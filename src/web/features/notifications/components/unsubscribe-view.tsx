import { CircleCheck, MailX } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@web/components/load-error';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { notificationSettingsPath } from '../settings-address';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/unsubscribe';

const settingsLink = (
  <Link to={notificationSettingsPath} className="font-medium text-primary hover:underline">
    your profile’s notification settings
  </Link>
);

/**
 * What a mail's unsubscribe link stops (read with its token, no sign-in), and Unsubscribe,
 * which leaves those notifications in the inbox only.
 */
export function UnsubscribeView({ token }: { token: string }) {
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe();

  if (info.isPending) return <Spinner className="py-6" label="Reading the link" />;
  if (info.isError) {
    return (
      <LoadError
        title="This link cannot unsubscribe you"
        message={errorMessage(info.error, 'Please try again later.')}
      />
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <Alert variant="success">
        <CircleCheck aria-hidden="true" />
        <AlertTitle>{unsubscribe.data.message}</AlertTitle>
        <AlertDescription>
          <p>You still find these in your inbox. To change any of them, open {settingsLink}.</p>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold">Stop e-mails about:</h2>
        <ul className="list-disc pl-5 text-sm" aria-label="E-mails this stops">
          {info.data.labels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          They stay in your inbox on the site. Other choices are in {settingsLink}.
        </p>
      </div>
      {unsubscribe.isError && (
        <LoadError
          title="Could not unsubscribe you"
          message={errorMessage(unsubscribe.error, 'Please try again.')}
        />
      )}
      <Button
        className="self-start"
        onClick={() => unsubscribe.mutate(token)}
        disabled={unsubscribe.isPending}
      >
        <MailX className="size-4" aria-hidden="true" />
        Unsubscribe
      </Button>
    </div>
  );
}
