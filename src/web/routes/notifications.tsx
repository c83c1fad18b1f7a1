import { MailX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { FormPage } from '@web/components/form-page';
import { NotificationsInbox } from '@web/features/notifications/components/notifications-inbox';
import { UnsubscribeView } from '@web/features/notifications/components/unsubscribe-view';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { paths } from '@web/paths';

/** /notifications (signed in only; the router guards it): the user's inbox. */
export function NotificationsRoute() {
  useDocumentMeta({
    title: `Notifications | ${PRODUCT_NAME}`,
    description: 'What happened to the accounts, reports, comments and people you follow.',
    url: paths.notifications,
  });
  const user = useStoredUser();
  if (!user) return null;
  return <NotificationsInbox key={user.id} userId={user.id} />;
}

/** /unsubscribe?token=…, where the mails' unsubscribe links lead; no sign-in needed. */
export function UnsubscribeRoute() {
  useDocumentMeta({
    title: `Unsubscribe | ${PRODUCT_NAME}`,
    description: 'Stop e-mails about your notifications.',
    url: paths.unsubscribe,
  });
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <FormPage icon={MailX} title="Unsubscribe">
      <UnsubscribeView key={token} token={token} />
    </FormPage>
  );
}
