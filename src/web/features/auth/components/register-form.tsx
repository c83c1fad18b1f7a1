import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { registerSchema } from '@shared/schemas/auth';
import { Form, setServerErrors, SubmitButton, TextField } from '@web/components/ui/form';
import { errorMessage, fieldErrors, joinedFieldErrors } from '@web/lib/api/error-message';
import { paths } from '@web/paths';
import { useRegister } from '../api/register';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { registeredState } from '../hooks/use-registered-email';
import { PasswordField } from './password-field';

/**
 * After a successful sign-up the visitor goes home this long after the toast; home then
 * says where the verification link went and offers to send it again.
 */
export const REGISTERED_REDIRECT_MS = 500;

/** What signing up says when no mail server is set up yet. */
export const VERIFICATION_KEPT =
  'No mail server is set up yet, so the verification email was kept, not sent.';

/** Username, e-mail, password (with the policy checklist) and confirmation. */
export function RegisterForm() {
  const register = useRegister();
  const navigateLater = useDelayedNavigate();
  const [done, setDone] = useState(false);
  return (
    <Form
      schema={registerSchema}
      defaultValues={{ username: '', email: '', password: '', confirmPassword: '' }}
      aria-label="Sign up"
      onSubmit={async (values, form) => {
        try {
          const answer = await register.mutateAsync(values);
          setDone(true);
          toast.success('Account created successfully!', {
            description: answer.mailKept
              ? VERIFICATION_KEPT
              : 'A verification email has been sent to your email address.',
            action: answer.mailboxUrl
              ? { label: 'Open mailbox', onClick: () => window.open(answer.mailboxUrl!, '_blank') }
              : undefined,
          });
          navigateLater(paths.home, REGISTERED_REDIRECT_MS, {
            state: registeredState(values.email),
          });
        } catch (error) {
          setServerErrors(form, fieldErrors(error));
          toast.error('Registration failed', {
            description: errorMessage(
              error,
              joinedFieldErrors(error) ?? 'Registration failed. Please try again.',
            ),
            className: 'whitespace-pre-line',
          });
        }
      }}
    >
      {(form) => (
        <>
          <TextField
            control={form.control}
            name="username"
            label="Username"
            autoComplete="username"
            placeholder="jane_doe"
          />
          <TextField
            control={form.control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
          />
          <PasswordField
            control={form.control}
            name="password"
            label="Password"
            autoComplete="new-password"
            checklist
          />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            label="Confirm Password"
            autoComplete="new-password"
          />
          <SubmitButton pendingLabel="Creating account…" disabled={done}>
            Create account
          </SubmitButton>
        </>
      )}
    </Form>
  );
}
