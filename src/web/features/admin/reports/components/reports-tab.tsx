import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import type { AdminReport, ReportAction } from '@shared/schemas/admin';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/error-message';
import { FilterSelect } from '../../components/filter-select';
import { LoadError } from '@web/components/load-error';
import {
  REPORT_PLATFORM_OPTIONS,
  REPORT_SORT_OPTIONS,
  type ReportsCriteria,
  useReports,
} from '../api/get-reports';
import { useResolveReport } from '../api/resolve-report';
import { ReportCard } from './report-card';

const SUCCESS_TEXT: Record<ReportAction, (account: string) => string> = {
  investigate: (account) => `Marked report for ${account} as investigating`,
  dismiss: (account) => `Dismissed report for ${account}`,
  remove: (account) => `Removed account ${account} and resolved report`,
};

/** Reported Accounts: the report queue, refreshed every 30 s and on focus, with its actions. */
export function ReportsTab() {
  const [criteria, setCriteria] = useState<ReportsCriteria>({ platform: 'all', sort: 'newest' });
  const reports = useReports(criteria);
  const resolve = useResolveReport();
  const pendingId = resolve.isPending ? resolve.variables.id : undefined;

  const act = (report: AdminReport, action: ReportAction) => {
    resolve.mutate(
      { id: report.id, action },
      {
        onSuccess: () =>
          toast.success('Report Action Successful', {
            description: SUCCESS_TEXT[action](report.account.username),
          }),
        onError: (error) =>
          error instanceof ApiError
            ? toast.error('Failed to resolve report', { description: error.message })
            : toast.error('Error', { description: 'Failed to process report action' }),
      },
    );
  };

  return (
    <section aria-labelledby="reports-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="reports-heading" className="text-xl font-semibold tracking-tight">
            Reported Accounts
          </h2>
          <p className="text-sm text-muted-foreground">
            Accounts the community reported as fake. The list refreshes every 30 seconds.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:w-96">
          <FilterSelect
            label="Platform"
            value={criteria.platform}
            options={REPORT_PLATFORM_OPTIONS}
            onChange={(platform) => setCriteria((current) => ({ ...current, platform }))}
          />
          <FilterSelect
            label="Sort"
            value={criteria.sort}
            options={REPORT_SORT_OPTIONS}
            onChange={(sort) => setCriteria((current) => ({ ...current, sort }))}
          />
        </div>
      </div>

      {reports.isPending ? (
        <Spinner label="Loading reports" />
      ) : reports.isError ? (
        <LoadError
          title="Failed to load reported accounts"
          message={errorMessage(reports.error, '')}
          onRetry={() => void reports.refetch()}
          retrying={reports.isFetching}
        />
      ) : reports.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
            <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No reports found</p>
          </CardContent>
        </Card>
      ) : (
        <div className="flex flex-col gap-3">
          {reports.data.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              busy={pendingId === report.id}
              onAction={act}
            />
          ))}
        </div>
      )}
    </section>
  );
}
