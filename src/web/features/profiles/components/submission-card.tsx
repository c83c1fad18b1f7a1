import { BadgeCheck, Clock, XCircle } from 'lucide-react';
import { countOf } from '@shared/plural';
import type { Submission } from '@shared/schemas/profiles';
import { Badge } from '@web/components/ui/badge';
import { AccountLine } from './account-line';
import { ActivityCard } from './activity-card';
import { ActivityDate } from './activity-date';

const STATUS = {
  Verified: { variant: 'success', icon: BadgeCheck },
  Rejected: { variant: 'destructive', icon: XCircle },
  Pending: { variant: 'warning', icon: Clock },
} as const;

/** An account the user proposed: whose it is, where, when, the vote counts and its status. */
export function SubmissionCard({ submission }: { submission: Submission }) {
  const status = STATUS[submission.status];
  const StatusIcon = status.icon;
  return (
    <ActivityCard
      testId="profile-submission"
      aside={
        <Badge variant={status.variant}>
          <StatusIcon aria-hidden="true" />
          {submission.status}
        </Badge>
      }
      footer={
        <>
          {/* The specification's wording, 'N approvals / M rejections', in the singular for one. */}
          <span className="text-sm text-muted-foreground">
            {`${countOf(submission.approvalCount, 'approval')} / ${countOf(submission.rejectionCount, 'rejection')}`}
          </span>
          <ActivityDate value={submission.submittedAt} label="Submitted" />
        </>
      }
    >
      <AccountLine account={submission} />
    </ActivityCard>
  );
}
