import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { emailOnlySchema, type MailedResponse } from '@shared/schemas/auth';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Form, FormRootError, SubmitButton, TextField } from '@web/components/ui/form';
import { paths } from '@web/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { KeptMailLink } from './kept-mail-link';

export const FORGOT_PASSWORD_FAILED =
  'There was a problem processing your request. Please try again.';

/** One e-mail field; the answer is deliberately the same whether the address is known or not. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<MailedResponse | null>(null);
  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="success" role="status">
          <MailCheck aria-hidden="true" />
          <AlertDescription>
            {sent.message} {sent.mailKept && <KeptMailLink mailboxUrl={sent.mailboxUrl} />}
          </AlertDescription>
        </Alert>
        <Button asChild variant="outline">
          <Link to={paths.login}>Back to log in</Link>
        </Button>
      </div>
    );
  }
  return (
    <Form
      schema={emailOnlySchema}
      defaultValues={{ email: '' }}
      aria-label="Request a password reset link"
      onSubmit={async ({ email }, form) => {
        try {
          setSent(await request.mutateAsync(email));
        } catch {
          form.setError('root.server', { message: FORGOT_PASSWORD_FAILED });
        }
      }}
    >
      {(form) => (
        <>
          <TextField
            control={form.control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
          />
          <FormRootError />
          <SubmitButton pendingLabel="Sending…">Send reset link</SubmitButton>
          <p className="text-center text-sm text-muted-foreground">
            Remembered it?{' '}
            <Link to={paths.login} className="font-medium text-primary hover:underline">
              Log in
            </Link>
          </p>
        </>
      )}
    </Form>
  );
}
