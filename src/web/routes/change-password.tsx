import { LockKeyhole } from 'lucide-react';
import { PRODUCT_NAME } from '@shared/constants';
import { FormPage } from '@web/components/form-page';
import { ChangePasswordForm } from '@web/features/auth/components/change-password-form';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { paths } from '@web/paths';

/** /change-password (signed in only): current password, then the new one twice. */
export function ChangePasswordRoute() {
  useDocumentMeta({
    title: `Change password | ${PRODUCT_NAME}`,
    description: 'Change the password of your account.',
    url: paths.changePassword,
  });
  return (
    <FormPage
      icon={LockKeyhole}
      title="Change Password"
      description="Your other sessions are signed out when the password changes."
    >
      <ChangePasswordForm />
    </FormPage>
  );
}
