import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { paths } from '@web/paths';

/** Any address the router does not know. */
export function NotFoundRoute() {
  useDocumentMeta({
    title: `404 Page Not Found | ${PRODUCT_NAME}`,
    description: 'This page does not exist.',
    url: window.location.pathname,
  });
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md p-6">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-7 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          Did you forget to add the page to the router?
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={paths.home}>Back to Directory</Link>
        </Button>
      </Card>
    </div>
  );
}
