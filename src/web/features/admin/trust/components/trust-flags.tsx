import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { TrustFlag, TrustFlagAction } from '@shared/schemas/trust';
import { LoadError } from '@web/components/load-error';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { FilterSelect } from '../../components/filter-select';
import { notify } from '../../lib/notify';
import { useActOnTrustFlag } from '../api/act-on-trust-flag';
import { type TrustFlagsStatus, useTrustFlags } from '../api/get-trust-flags';
import { TrustFlagCard } from './trust-flag-card';

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open flags' },
  { value: 'closed', label: 'Closed flags' },
] as const satisfies readonly { value: TrustFlagsStatus; label: string }[];

/** The flags detection opened, for an admin to confirm, clear or reopen. */
export function TrustFlags() {
  const [status, setStatus] = useState<TrustFlagsStatus>('open');
  const flags = useTrustFlags(status);
  const act = useActOnTrustFlag();
  const busyId = act.isPending ? act.variables.id : undefined;

  const judge = (flag: TrustFlag, action: TrustFlagAction) =>
    act.mutate(
      { id: flag.id, action },
      {
        onSuccess: (result) => notify.success(result.message),
        onError: (error) => notify.error(errorMessage(error, 'Failed to change the flag')),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Users whose votes look coordinated. Confirm a flag to stop their votes counting, or clear
          it when they are independent people. Nothing is deleted either way.
        </p>
        <FilterSelect
          label="Show"
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
          className="shrink-0 sm:w-48"
        />
      </div>

      {flags.isPending ? (
        <Spinner label="Loading trust flags" />
      ) : flags.isError ? (
        <LoadError
          title="Failed to load trust flags"
          message={errorMessage(flags.error, '')}
          onRetry={() => void flags.refetch()}
          retrying={flags.isFetching}
        />
      ) : flags.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
            <ShieldCheck className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{status === 'open' ? 'No open flags' : 'No closed flags'}</p>
          </CardContent>
        </Card>
      ) : (
        <div className="flex flex-col gap-3">
          {flags.data.map((flag) => (
            <TrustFlagCard key={flag.id} flag={flag} busy={busyId === flag.id} onAction={judge} />
          ))}
        </div>
      )}
    </div>
  );
}
