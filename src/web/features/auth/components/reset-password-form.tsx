import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { resetPasswordSchema } from '@shared/schemas/auth';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Form, FormRootError, SubmitButton } from '@web/components/ui/form';
import { errorMessage } from '@web/lib/api/error-message';
import { paths } from '@web/paths';
import { useResetPassword } from '../api/reset-password';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { PasswordField } from './password-field';

/** After a reset the visitor goes to the sign-in page this long after the success message. */
export const RESET_REDIRECT_MS = 3000;
export const RESET_FAILED = 'There was a problem resetting your password. Please try again.';

/** New password and confirmation for a valid reset link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const navigateLater = useDelayedNavigate();
  const [done, setDone] = useState<string | null>(null);
  if (done) {
    return (
      <Alert variant="success" role="status">
        <CircleCheck aria-hidden="true" />
        <AlertTitle>Password reset</AlertTitle>
        <AlertDescription>
          <p>{done}</p>
          <p className="mt-1 text-muted-foreground">Taking you to the login page…</p>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Form
      schema={resetPasswordSchema}
      defaultValues={{ password: '', confirmPassword: '' }}
      aria-label="Set a new password"
      onSubmit={async (values, form) => {
        try {
          const answer = await reset.mutateAsync({ token, ...values });
          setDone(answer.message);
          navigateLater(paths.auth, RESET_REDIRECT_MS);
        } catch (error) {
          form.setError('root.server', { message: errorMessage(error, RESET_FAILED) });
        }
      }}
    >
      {(form) => (
        <>
          <PasswordField
            control={form.control}
            name="password"
            label="New Password"
            autoComplete="new-password"
            checklist
          />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            label="Confirm New Password"
            autoComplete="new-password"
          />
          <FormRootError />
          <SubmitButton pendingLabel="Resetting…">Reset Password</SubmitButton>
        </>
      )}
    </Form>
  );
}
