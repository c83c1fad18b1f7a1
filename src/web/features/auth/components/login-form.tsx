import { Link, useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { loginSchema } from '@shared/schemas/auth';
import { Form, FormRootError, SubmitButton, TextField } from '@web/components/ui/form';
import { errorMessage } from '@web/lib/api/error-message';
import { paths } from '@web/paths';
import { useLogin } from '../api/login';
import { PasswordField } from './password-field';

/** The server's refusal for an unverified address contains this text. */
export const UNVERIFIED_TEXT = 'Please verify your email first';

/**
 * E-mail and password. Success stores the session and goes to `destination`; a refusal
 * stays in the form until the next attempt, except one because the address is unverified,
 * which is reported through onUnverified (the page offers a resend).
 */
export function LoginForm({
  destination,
  onUnverified,
}: {
  destination: string;
  onUnverified: (email: string | null) => void;
}) {
  const login = useLogin();
  const navigate = useNavigate();
  return (
    <Form
      schema={loginSchema}
      defaultValues={{ email: '', password: '' }}
      aria-label="Log in"
      onSubmit={async (values, form) => {
        onUnverified(null);
        try {
          await login.mutateAsync(values);
          await navigate(destination);
        } catch (error) {
          const message = errorMessage(error, 'Login failed. Please check your credentials.');
          toast.error('Login failed', { description: message });
          // The toast goes in seconds; the form (or the page's resend banner) says why
          // until the next attempt.
          if (message.includes(UNVERIFIED_TEXT)) onUnverified(values.email);
          else form.setError('root.server', { message });
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
          <PasswordField
            control={form.control}
            name="password"
            label="Password"
            autoComplete="current-password"
          />
          <div className="-mt-1 flex justify-end">
            <Link
              to={paths.forgotPassword}
              className="text-sm font-medium text-primary hover:underline"
            >
              Forgot password?
            </Link>
          </div>
          <FormRootError />
          <SubmitButton pendingLabel="Logging in…">Log in</SubmitButton>
        </>
      )}
    </Form>
  );
}
