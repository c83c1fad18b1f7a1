import { MapPinOff } from 'lucide-react';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { NotFoundView } from '@web/components/not-found-view';
import { useDocumentMeta } from '@web/hooks/use-document-meta';

/** Any address the router does not know (the server answers it 404 with this page). */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  useDocumentMeta({
    title: `404 Page Not Found | ${PRODUCT_NAME}`,
    description: 'This page does not exist.',
    url: pathname,
  });
  return (
    <NotFoundView icon={MapPinOff} title="404 Page Not Found" backLabel="Back to Directory">
      Did you forget to add the page to the router?
    </NotFoundView>
  );
}
