import { CircleAlert, CircleCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { VERIFIED_MESSAGE, type VerificationNotice } from '../hooks/use-verification-notice';

/** The banner after following an e-mail verification link: success or what went wrong. */
export function VerificationBanner({ notice }: { notice: VerificationNotice }) {
  if (!notice) return null;
  if (notice.kind === 'verified') {
    return (
      <Alert variant="success" role="status">
        <CircleCheck aria-hidden="true" />
        <AlertTitle>{VERIFIED_MESSAGE}</AlertTitle>
        <AlertDescription>Your email address is confirmed. You can now log in.</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>Verification failed</AlertTitle>
      <AlertDescription>
        <p>{notice.message}</p>
        <p className="mt-1 text-foreground/80">
          Log in with your email and password to get a new verification email.
        </p>
      </AlertDescription>
    </Alert>
  );
}
