import { KeyRound, ShieldAlert } from 'lucide-react';
import { useLocation, useParams } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { FormPage } from '@web/components/form-page';
import { Spinner } from '@web/components/ui/spinner';
import { useResetToken } from '@web/features/auth/api/get-reset-token';
import { InvalidResetLink } from '@web/features/auth/components/invalid-reset-link';
import { ResetPasswordForm } from '@web/features/auth/components/reset-password-form';
import { ApiError } from '@web/lib/api/client';
import { useDocumentMeta } from '@web/hooks/use-document-meta';

const NO_TOKEN = 'No reset token provided.';
const CHECK_FAILED = 'There was a problem validating your reset link. Please try again.';

/** /auth/reset-password/:token: the link is checked first, then a new password is set. */
export function ResetPasswordRoute() {
  const { pathname } = useLocation();
  useDocumentMeta({
    title: `Reset password | ${PRODUCT_NAME}`,
    description: 'Choose a new password.',
    url: pathname,
  });
  const { token = '' } = useParams();
  if (!token) return <InvalidLinkPage message={NO_TOKEN} />;
  return <ResetPasswordPage token={token} />;
}

function InvalidLinkPage({ message }: { message: string }) {
  return (
    <FormPage icon={ShieldAlert} title="Invalid Reset Link">
      <InvalidResetLink message={message} />
    </FormPage>
  );
}

function ResetPasswordPage({ token }: { token: string }) {
  const check = useResetToken(token);
  if (check.isPending) return <Spinner label="Checking your reset link" />;
  if (check.isError) {
    const error = check.error;
    const message =
      error instanceof ApiError && error.status < 500 && error.status !== 429
        ? error.message
        : CHECK_FAILED;
    return <InvalidLinkPage message={message} />;
  }
  return (
    <FormPage icon={KeyRound} title="Reset your password" description="Choose a new password.">
      <ResetPasswordForm token={token} />
    </FormPage>
  );
}
