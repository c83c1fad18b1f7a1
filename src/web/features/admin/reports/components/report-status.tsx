import { CircleCheck, CircleX, Clock, type LucideIcon, SearchCheck } from 'lucide-react';
import type { AdminReport } from '@shared/schemas/admin';
import { Badge, type BadgeProps } from '@web/components/ui/badge';

type ReportStatus = AdminReport['status'];

const STATUS: Record<
  ReportStatus,
  { label: string; icon: LucideIcon; variant: BadgeProps['variant'] }
> = {
  pending: { label: 'Pending', icon: Clock, variant: 'warning' },
  investigating: { label: 'Investigating', icon: SearchCheck, variant: 'accent' },
  dismissed: { label: 'Dismissed', icon: CircleX, variant: 'secondary' },
  resolved: { label: 'Resolved', icon: CircleCheck, variant: 'success' },
};

/** The status of a report as an icon and a word. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { label, icon: Icon, variant } = STATUS[status];
  return (
    <Badge variant={variant} data-status={status}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
