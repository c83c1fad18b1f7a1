import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { LoadError } from '@web/components/load-error';
import { formatLocalMoment } from '@shared/dates';
import type { AuditEntry } from '@shared/schemas/admin';
import { AUDIT_LOG_SHOWN, useAuditLog } from '../api/get-audit-log';

/**
 * Who acted: the administrator; the directory's own rules, acting on evidence (an entry with
 * no administrator whose `after` says `automatic`); else an administrator deleted since.
 */
function actorOf(entry: AuditEntry): string {
  if (entry.admin) return entry.admin.username;
  const { after } = entry;
  const automatic =
    typeof after === 'object' && after !== null && 'automatic' in after && after.automatic === true;
  return automatic ? 'automatic (the evidence)' : 'deleted admin';
}

/** Every admin action, newest first, ten at a time: who did what to which record, and when. */
export function AuditLogView() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  if (log.isPending) return <Spinner className="py-6" label="Loading the audit log" />;
  if (log.isError) {
    return (
      <LoadError
        title="Failed to load the audit log"
        message={errorMessage(log.error, '')}
        onRetry={() => void log.refetch()}
        retrying={log.isFetching}
      />
    );
  }
  const { entries, total } = log.data;
  const pages = Math.max(1, Math.ceil(total / AUDIT_LOG_SHOWN));
  if (entries.length === 0) {
    return <p className="text-sm text-muted-foreground">No admin actions yet.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <ol className="divide-y rounded-md border text-sm" aria-label="Admin actions">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-3 py-2">
            <span className="font-mono text-xs">{entry.action}</span>
            <span className="text-muted-foreground">
              {entry.targetType}
              {entry.targetId && ` #${entry.targetId}`}
            </span>
            <span className="ml-auto text-xs text-muted-foreground">
              {actorOf(entry)} · {formatLocalMoment(entry.createdAt)}
            </span>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage((current) => current - 1)}
          >
            Newer
          </Button>
          <span className="text-xs text-muted-foreground">
            Page {page} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage((current) => current + 1)}
          >
            Older
          </Button>
        </div>
      )}
    </div>
  );
}
