import { PRODUCT_NAME } from '@shared/constants';
import { AuthStatusPanel } from '@web/features/auth/components/auth-status-panel';
import { StoredSessionPanel } from '@web/features/auth/components/stored-session-panel';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { paths } from '@web/paths';

/** /auth-test-simple: a diagnostic page comparing the server's view of the session with the browser's. */
export function AuthTestSimpleRoute() {
  useDocumentMeta({
    title: `Auth status | ${PRODUCT_NAME}`,
    description: 'Diagnostic view of the sign-in session.',
    url: paths.authTest,
  });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Authentication status</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          What the server says about this browser’s session, next to what the browser has stored.
        </p>
      </div>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <AuthStatusPanel />
        <StoredSessionPanel />
      </div>
    </div>
  );
}
