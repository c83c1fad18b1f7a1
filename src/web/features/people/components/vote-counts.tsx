import { REJECTION_THRESHOLD, VERIFICATION_THRESHOLD } from '@shared/constants';
import type { SocialAccount } from '@shared/schemas/people';

function Meter({ value, max, className }: { value: number; max: number; className: string }) {
  const percent = Math.min(100, Math.round((value / max) * 100));
  return (
    <div className="h-1.5 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
      <div className={`h-full rounded-full ${className}`} style={{ width: `${percent}%` }} />
    </div>
  );
}

/** Where a pending account stands: approvals towards verification and rejections towards removal. */
export function VoteCounts({
  account,
}: {
  account: Pick<SocialAccount, 'approvalCount' | 'rejectionCount'>;
}) {
  return (
    <div className="grid grid-cols-2 gap-4">
      <div className="flex flex-col gap-1.5">
        <span className="text-xs text-muted-foreground">
          <span className="font-semibold text-success tabular-nums">
            {account.approvalCount} / {VERIFICATION_THRESHOLD}
          </span>{' '}
          approvals
        </span>
        <Meter value={account.approvalCount} max={VERIFICATION_THRESHOLD} className="bg-success" />
      </div>
      <div className="flex flex-col gap-1.5">
        <span className="text-xs text-muted-foreground">
          <span className="font-semibold text-destructive tabular-nums">
            {account.rejectionCount} / {REJECTION_THRESHOLD}
          </span>{' '}
          rejections
        </span>
        <Meter
          value={account.rejectionCount}
          max={REJECTION_THRESHOLD}
          className="bg-destructive"
        />
      </div>
    </div>
  );
}
