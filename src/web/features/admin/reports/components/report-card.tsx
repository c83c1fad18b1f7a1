import { shownHandle } from '@shared/account-link';
import { Flag, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminReport, ReportAction } from '@shared/schemas/admin';
import { PlatformIcon } from '@web/components/platform-icon';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { paths } from '@web/paths';
import { formatLocalMoment } from '@shared/dates';
import { ReportActions } from './report-actions';
import { ReportStatusBadge } from './report-status';

interface ReportCardProps {
  report: AdminReport;
  busy: boolean;
  onAction: (report: AdminReport, action: ReportAction) => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** One report: the account and person, who reported it and when, why, the evidence, the actions. */
export function ReportCard({ report, busy, onAction }: ReportCardProps) {
  const { account, person } = report;
  return (
    <Card data-testid="report-card" aria-label={`Report on @${account.username}`} role="article">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-3">
        <div className="flex min-w-0 items-center gap-3">
          <PlatformIcon platform={{ name: account.platform }} className="size-8" />
          <div className="min-w-0">
            <p className="truncate font-semibold">
              {shownHandle(account.username)}
              {account.isDeleted && (
                <Badge variant="destructive" className="ml-2 align-middle">
                  Removed
                </Badge>
              )}
            </p>
            <p className="text-sm text-muted-foreground">
              {account.platform} ·{' '}
              <Link className="hover:underline" to={paths.person({ id: person.id })}>
                {person.name}
              </Link>
            </p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Badge variant="outline" title="Open reports on this account">
            <Flag aria-hidden="true" />
            Priority {report.priority}
          </Badge>
          <ReportStatusBadge status={report.status} />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-3 sm:grid-cols-3">
          <Detail label="Reported by">
            <Link
              to={paths.user(report.reporter.username)}
              className="inline-flex items-center gap-1 hover:underline"
            >
              <User className="size-3.5" aria-hidden="true" />
              {report.reporter.username}
            </Link>
          </Detail>
          <Detail label="Reported">{formatLocalMoment(report.reportedAt)}</Detail>
          <Detail label="Reviewed">
            {report.reviewedAt ? formatLocalMoment(report.reviewedAt) : 'Not reviewed yet'}
          </Detail>
        </dl>
        <dl className="grid gap-3 md:grid-cols-2">
          <Detail label="Reason">
            <span className="break-words whitespace-pre-wrap">{report.reason}</span>
          </Detail>
          <Detail label="Evidence">
            <span className="break-words whitespace-pre-wrap">{report.evidence}</span>
          </Detail>
        </dl>
        <ReportActions
          report={report}
          busy={busy}
          onAction={(action) => onAction(report, action)}
        />
      </CardContent>
    </Card>
  );
}
