import { shownHandle } from '@shared/account-link';
import { formatLocalMoment } from '@shared/dates';
import { countOf } from '@shared/plural';
import type { ContestedAccount } from '@shared/schemas/trust';
import { Card, CardContent } from '@web/components/ui/card';
import { AccountIdentity } from './account-identity';
import { AccountStatusBadge } from './account-status-badge';
import { ModerateAccountDialog } from './moderate-account-dialog';
import { RejectAsFakeDialog } from './reject-as-fake-dialog';

/** Its approvals and how many of its approvers a burn names, in words. */
function approvalWords({ approvalCount, burnedUsers }: ContestedAccount) {
  if (approvalCount === 0) return 'No approvals yet';
  const approvals = countOf(approvalCount, 'approval');
  if (burnedUsers === 0) return `${approvals} · no approver burned`;
  return `${approvals} · ${countOf(burnedUsers, 'approver')} burned: their votes count for nothing`;
}

/**
 * One contested account: whose it is, why the person's own evidence contests it, its
 * approvals and how many of its approvers are burned, with the two ways to decide it: verify
 * it by moderation (which undoes the burn) or reject it as fake.
 */
export function ContestedAccountCard({ account }: { account: ContestedAccount }) {
  const handle = shownHandle(account.username);
  const headingId = `contested-account-${account.id}`;
  return (
    <Card role="article" aria-labelledby={headingId} data-testid="contested-account">
      <CardContent className="flex flex-col gap-3 p-4 sm:p-5">
        <h3 id={headingId} className="sr-only">
          {handle} on {account.platform}
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <AccountIdentity platform={account.platform} handle={handle} person={account.person} />
          <AccountStatusBadge status={account.status} />
        </div>
        <p className="text-sm text-pretty">Contested: {account.contest}</p>
        <p className="text-xs text-muted-foreground">
          {approvalWords(account)} · proposed{' '}
          <time dateTime={account.submittedAt}>{formatLocalMoment(account.submittedAt)}</time>
        </p>
        <div className="flex flex-wrap gap-2">
          <ModerateAccountDialog accountId={account.id} handle={handle} />
          <RejectAsFakeDialog accountId={account.id} handle={handle} />
        </div>
      </CardContent>
    </Card>
  );
}
