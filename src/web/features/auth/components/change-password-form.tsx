import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { changePasswordSchema } from '@shared/schemas/auth';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Form, FormRootError, setServerErrors, SubmitButton } from '@web/components/ui/form';
import { ApiError } from '@web/lib/api/client';
import { fieldErrors } from '@web/lib/api/error-message';
import { paths } from '@web/paths';
import { useChangePassword } from '../api/change-password';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { PasswordField } from './password-field';

/** After a change the user goes to their profile this long after the success message. */
export const CHANGED_REDIRECT_MS = 3000;

function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'An unexpected error occurred. Please try again.';
  return error.message.trim() || 'Failed to change password. Please try again.';
}

/** Current password, new password (with the policy checklist) and confirmation. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const navigateLater = useDelayedNavigate();
  const [done, setDone] = useState<string | null>(null);
  if (done) {
    return (
      <Alert variant="success" role="status">
        <CircleCheck aria-hidden="true" />
        <AlertTitle>{done}</AlertTitle>
        <AlertDescription>Taking you to your profile…</AlertDescription>
      </Alert>
    );
  }
  return (
    <Form
      schema={changePasswordSchema}
      defaultValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
      aria-label="Change password"
      onSubmit={async (values, form) => {
        try {
          const answer = await change.mutateAsync(values);
          setDone(answer.message);
          navigateLater(paths.profile, CHANGED_REDIRECT_MS);
        } catch (error) {
          const placed = setServerErrors(form, fieldErrors(error));
          if (!placed) form.setError('root.server', { message: failureText(error) });
        }
      }}
    >
      {(form) => (
        <>
          <PasswordField
            control={form.control}
            name="currentPassword"
            label="Current Password"
            autoComplete="current-password"
          />
          <PasswordField
            control={form.control}
            name="newPassword"
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
          <SubmitButton pendingLabel="Changing…">Change Password</SubmitButton>
        </>
      )}
    </Form>
  );
}
