import { REJECTION_THRESHOLD } from '@shared/constants';
import { countOf } from '@shared/plural';
import type { SocialAccount } from '@shared/schemas/people';
import { verificationBar } from '@shared/tally';

function Meter({ value, className }: { value: number; className: string }) {
  const percent = Math.min(100, Math.round(value * 100));
  return (
    <div className="h-1.5 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
      <div className={`h-full rounded-full ${className}`} style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * What the approvals bar leaves out, in words: the independent groups still missing (why a
 * bar stops short of its count) and the approvals cast in all, counted or not.
 */
function ApprovalsInWords({
  all,
  counted,
  groups,
  groupsNeeded,
}: {
  all: number;
  counted: number;
  groups: number;
  groupsNeeded: number;
}) {
  const parts = [
    groups < groupsNeeded && counted > groups
      ? `from ${groups} of ${groupsNeeded} independent groups`
      : null,
    all !== counted ? countOf(all, 'approval') + ' in all' : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <span className="text-xs text-muted-foreground">{parts.join(' · ')}</span>;
}

/**
 * Where a pending account stands: counted approvals towards verification and counted
 * rejections towards removal. Approvals are only as far along as the fewer of their count
 * and the independent groups they come from, so a ring's many votes never fill the bar.
 */
export function VoteCounts({
  account,
}: {
  account: Pick<
    SocialAccount,
    'approvalCount' | 'countedApprovals' | 'countedRejections' | 'verification'
  >;
}) {
  const bar = verificationBar(account.verification.identity === 'anchored');
  const groups = account.verification.approvalGroups ?? account.countedApprovals;
  const approvals = Math.min(account.countedApprovals / bar.approvals, groups / bar.groups);
  return (
    <div className="grid grid-cols-2 gap-4">
      <div className="flex flex-col gap-1.5">
        <span className="text-xs text-muted-foreground">
          <span className="font-semibold text-success tabular-nums">
            {account.countedApprovals} / {bar.approvals}
          </span>{' '}
          counted approvals
        </span>
        <Meter value={approvals} className="bg-success" />
        <ApprovalsInWords
          all={account.approvalCount}
          counted={account.countedApprovals}
          groups={groups}
          groupsNeeded={bar.groups}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <span className="text-xs text-muted-foreground">
          <span className="font-semibold text-destructive tabular-nums">
            {account.countedRejections} / {REJECTION_THRESHOLD}
          </span>{' '}
          counted rejections
        </span>
        <Meter value={account.countedRejections / REJECTION_THRESHOLD} className="bg-destructive" />
      </div>
    </div>
  );
}
