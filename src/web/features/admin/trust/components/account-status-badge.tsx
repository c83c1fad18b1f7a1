import type { AccountTally } from '@shared/schemas/trust';
import { Badge, type BadgeProps } from '@web/components/ui/badge';

type AccountStatus = AccountTally['status'];

const STATUS: Record<AccountStatus, { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'Pending', variant: 'warning' },
  verified: { label: 'Verified', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'destructive' },
};

/** An account's state as a word. */
export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  const { label, variant } = STATUS[status];
  return (
    <Badge variant={variant} data-status={status}>
      {label}
    </Badge>
  );
}
