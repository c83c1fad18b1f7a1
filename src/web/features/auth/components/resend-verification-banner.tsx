import { LoaderCircle, MailCheck, MailWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '@web/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api/error-message';
import { useMailDelivery } from '../api/mail-delivery';
import { useResendVerification } from '../api/resend-verification';
import { KeptMailLink } from './kept-mail-link';

interface ResendVerificationBannerProps {
  email: string;
  title?: string;
  /** 'warning' when a login was refused for it, 'success' right after signing up. */
  tone?: 'warning' | 'success';
  /** What else the person needs to know, under where the link went. */
  children?: ReactNode;
}

/**
 * Where the verification link went (or that it was kept, with no mail server set up yet),
 * with a button that mails a new one: offered when a login is refused because the address
 * is not verified yet, and after signing up.
 */
export function ResendVerificationBanner({
  email,
  title = 'Please verify your email first',
  tone = 'warning',
  children,
}: ResendVerificationBannerProps) {
  const resend = useResendVerification();
  const delivery = useMailDelivery().data;
  const send = () =>
    resend.mutate(email, {
      onSuccess: (answer) =>
        toast.success(answer.mailKept ? 'Verification email kept' : 'Verification email sent', {
          description: answer.message,
        }),
      onError: (error) =>
        toast.error('Failed to send verification email', {
          description: errorMessage(error, 'Failed to resend verification email'),
        }),
    });
  const Icon = tone === 'success' ? MailCheck : MailWarning;
  return (
    <Alert variant={tone} role={tone === 'success' ? 'status' : 'alert'}>
      <Icon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        {delivery?.mailKept ? (
          <p>
            No mail server is set up yet, so the verification link for{' '}
            <span className="font-medium wrap-anywhere">{email}</span> was kept, not sent.{' '}
            <KeptMailLink mailboxUrl={delivery.mailboxUrl} />
          </p>
        ) : (
          <p>
            We sent a verification link to{' '}
            <span className="font-medium wrap-anywhere">{email}</span>. Open it to activate your
            account, or ask for a new one.
          </p>
        )}
        {children}
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={send}
          disabled={resend.isPending}
        >
          {resend.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Resend verification email
        </Button>
      </AlertDescription>
    </Alert>
  );
}
