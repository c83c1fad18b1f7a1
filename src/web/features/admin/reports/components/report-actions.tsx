import { shownHandle } from '@shared/account-link';
import { Ban, SearchCheck, Trash2 } from 'lucide-react';
import type { AdminReport, ReportAction } from '@shared/schemas/admin';
import { Button } from '@web/components/ui/button';
import { ConfirmAction } from '@web/components/confirm-action';

interface ReportActionsProps {
  report: AdminReport;
  busy: boolean;
  onAction: (action: ReportAction) => void;
}

/**
 * Mark as Investigating and Dismiss Report (each disabled when the report is already so),
 * and Remove Account after a confirmation. A resolved report (its account removed) takes
 * no further action.
 */
export function ReportActions({ report, busy, onAction }: ReportActionsProps) {
  const closed = report.status === 'resolved';
  const handle = shownHandle(report.account.username);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={busy || closed || report.status === 'investigating'}
        onClick={() => onAction('investigate')}
      >
        <SearchCheck className="size-4" aria-hidden="true" />
        Mark as Investigating
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={busy || closed || report.status === 'dismissed'}
        onClick={() => onAction('dismiss')}
      >
        <Ban className="size-4" aria-hidden="true" />
        Dismiss Report
      </Button>
      <ConfirmAction
        title={`Remove ${handle}?`}
        description={`The ${report.account.platform} account ${handle} of ${report.person.name} is removed from the directory and every open report on it is resolved.`}
        confirmLabel="Remove Account"
        onConfirm={() => onAction('remove')}
      >
        <Button
          variant="destructive"
          size="sm"
          disabled={busy || closed || report.account.isDeleted}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Remove Account
        </Button>
      </ConfirmAction>
    </div>
  );
}
