import { lazy, useId } from 'react';
import { ALREADY_REPORTED_MESSAGE } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { useUserReports } from '../api/get-user-reports';
import { DeferredDialog } from './deferred-dialog';
import { FlagIcon } from './icons';

const ReportDialogContent = lazy(async () => ({
  default: (await import('./report-dialog-content')).ReportDialogContent,
}));

/** In place of Report while the user's report on the account waits for an administrator. */
function AlreadyReported() {
  const explanationId = useId();
  return (
    <>
      <Button variant="ghost" size="sm" disabled aria-describedby={explanationId}>
        <FlagIcon className="size-4" />
        Reported
      </Button>
      <p id={explanationId} className="basis-full text-xs text-muted-foreground">
        {ALREADY_REPORTED_MESSAGE}
      </p>
    </>
  );
}

/**
 * 'Report' on a verified account card: a dialog asking for a reason and evidence; 'Reported'
 * (no dialog) when the user's earlier report on it is still open.
 */
export function ReportDialog({ account }: { account: { id: number; username: string } }) {
  const user = useStoredUser();
  const openReports = useUserReports(user?.id);
  if (openReports.data?.some((report) => report.socialAccountId === account.id)) {
    return <AlreadyReported />;
  }
  return (
    <DeferredDialog
      address={`report-${account.id}`}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="text-muted-foreground hover:text-destructive-strong"
        >
          <FlagIcon className="size-4" />
          Report
        </Button>
      }
    >
      {(dialog) => <ReportDialogContent account={account} {...dialog} />}
    </DeferredDialog>
  );
}
