import type { ReactNode } from 'react';
import { ListChecks } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { LoadError } from '@web/components/load-error';
import { errorMessage } from '@web/lib/api/error-message';
import { useAccountTally } from '../api/get-account-tally';
import { AccountStatusBadge } from './account-status-badge';
import { RejectAsFakeDialog } from './reject-as-fake-dialog';
import { VoteList } from './vote-list';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The tally is fetched only while the dialog is open (Radix mounts the content then). */
function AccountTally({ accountId, handle }: { accountId: number; handle: string }) {
  const tally = useAccountTally(accountId);
  if (tally.isPending) return <Spinner label="Loading the tally" className="py-8" />;
  if (tally.isError) {
    return (
      <LoadError
        title="Failed to load the tally"
        message={errorMessage(tally.error, '')}
        onRetry={() => void tally.refetch()}
        retrying={tally.isFetching}
      />
    );
  }
  const { data } = tally;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="min-w-0 flex-1 basis-60 text-sm">{data.verification.summary}</p>
        {data.status !== 'rejected' && <RejectAsFakeDialog accountId={accountId} handle={handle} />}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <Figure label="Status">
          <AccountStatusBadge status={data.status} />
        </Figure>
        <Figure label="Approvals">
          {data.countedApprovals} of {data.approvalCount} count
        </Figure>
        <Figure label="Rejections">
          {data.countedRejections} of {data.rejectionCount} count
        </Figure>
      </dl>
      <VoteList votes={data.votes} label={`All votes on ${handle}`} />
    </div>
  );
}

/** A button that opens every vote of an account with its weight, and the verification summary. */
export function AccountTallyDialog({ accountId, handle }: { accountId: number; handle: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Full tally of ${handle}`}>
          <ListChecks className="size-4" aria-hidden="true" />
          Full tally
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Tally of {handle}</DialogTitle>
          <DialogDescription>
            Every vote on the account, whether it counts and why.
          </DialogDescription>
        </DialogHeader>
        <AccountTally accountId={accountId} handle={handle} />
      </DialogContent>
    </Dialog>
  );
}
