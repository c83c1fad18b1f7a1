import { KeyRound } from 'lucide-react';
import { PRODUCT_NAME } from '@shared/constants';
import { FormPage } from '@web/components/form-page';
import { ForgotPasswordForm } from '@web/features/auth/components/forgot-password-form';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { paths } from '@web/paths';

/** /forgot-password: ask for a reset link by e-mail. */
export function ForgotPasswordRoute() {
  useDocumentMeta({
    title: `Forgot password | ${PRODUCT_NAME}`,
    description: 'Get a link to choose a new password.',
    url: paths.forgotPassword,
  });
  return (
    <FormPage
      icon={KeyRound}
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </FormPage>
  );
}
