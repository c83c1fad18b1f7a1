import { useSyncExternalStore } from 'react';
import { formatLocalTimestamp } from '@shared/dates';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  hasUnexpiredToken,
  readStoredUserRaw,
  readToken,
  SESSION_CHANGED_EVENT,
  SESSION_KEYS,
} from '@web/lib/session-storage';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
  };
}

function snapshot(): string {
  return JSON.stringify([
    readToken() !== null,
    localStorage.getItem(SESSION_KEYS.tokenExpiresAt),
    readStoredUserRaw(),
  ]);
}

function prettyUser(raw: string | null): string {
  if (!raw) return 'None';
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

/** What this browser keeps about the session: token present or missing, expiry, user record. */
export function StoredSessionPanel() {
  const [hasToken, expiresAt, userRaw] = JSON.parse(
    useSyncExternalStore(subscribe, snapshot, () => '[false,null,null]'),
  ) as [boolean, string | null, string | null];
  const expired = hasToken && !hasUnexpiredToken();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Stored in this browser</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3 text-sm">
          <div className="flex items-center justify-between gap-4">
            <dt className="text-muted-foreground">Token</dt>
            <dd>
              <Badge variant={hasToken ? (expired ? 'warning' : 'success') : 'secondary'}>
                {hasToken ? (expired ? 'Present (expired)' : 'Present') : 'Missing'}
              </Badge>
            </dd>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">Expires</dt>
            <dd className="font-medium">
              {expiresAt ? formatLocalTimestamp(expiresAt) : 'Not set'}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">User data</dt>
            <dd>
              <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs">
                {prettyUser(userRaw)}
              </pre>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
