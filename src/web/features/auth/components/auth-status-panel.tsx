import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLocalTimestamp } from '@shared/dates';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useAuthStatus } from '@web/lib/api/get-auth-status';
import { errorMessage } from '@web/lib/api/error-message';
import { cn } from '@web/lib/cn';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b py-2 last:border-b-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-all">{children}</dd>
    </div>
  );
}

function YesNo({ value }: { value: boolean }) {
  return <Badge variant={value ? 'success' : 'secondary'}>{value ? 'Yes' : 'No'}</Badge>;
}

/** What the server says about this browser's session (GET /api/auth-status). */
export function AuthStatusPanel() {
  const status = useAuthStatus();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>
          <h2>Server status</h2>
        </CardTitle>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void status.refetch()}
          disabled={status.isFetching}
        >
          <RefreshCw
            className={cn('size-4', status.isFetching && 'animate-spin')}
            aria-hidden="true"
          />
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <Spinner className="py-8" label="Loading auth status" />
        ) : status.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Failed to fetch auth status</AlertTitle>
            <AlertDescription>
              {errorMessage(status.error, 'The server did not answer.')}
            </AlertDescription>
          </Alert>
        ) : (
          <dl>
            <Row label="Authenticated">
              <YesNo value={status.data.authenticated} />
            </Row>
            <Row label="Authorization header sent">
              <YesNo value={status.data.hasAuthHeader} />
            </Row>
            <Row label="Bearer token accepted">
              <YesNo value={status.data.hasTokenAuth} />
            </Row>
            <Row label="Session exists">
              <YesNo value={status.data.sessionExists} />
            </Row>
            <Row label="Session id">{status.data.sessionId ?? '—'}</Row>
            <Row label="User found">
              <YesNo value={status.data.hasUser} />
            </Row>
            <Row label="Username">{status.data.tokenUsername ?? '—'}</Row>
            <Row label="Checked at">{formatLocalTimestamp(status.data.timestamp)}</Row>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
