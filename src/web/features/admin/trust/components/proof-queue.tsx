import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@web/components/load-error';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { FilterSelect } from '../../components/filter-select';
import { type ProofQueueFilter, useProofQueue } from '../api/get-proof-queue';
import { ProofQueueCard } from './proof-queue-card';

const FILTER_OPTIONS = [
  { value: 'all', label: 'Everything to look at' },
  { value: 'broken', label: 'Broken' },
  { value: 'contradicting', label: 'Contradicting' },
  { value: 'suggested', label: 'Suggested by members' },
] as const satisfies readonly { value: ProofQueueFilter; label: string }[];

/** The proofs needing a look, oldest problem first, each with a way to decide its account. */
export function ProofQueue() {
  const [filter, setFilter] = useState<ProofQueueFilter>('all');
  const proofs = useProofQueue(filter);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Proofs that broke on a verified account, or whose page names another person. Look at the
          page; verify the account by moderation when you are sure it is theirs. Members’
          suggestions change nothing public until you accept them.
        </p>
        <FilterSelect
          label="State"
          value={filter}
          options={FILTER_OPTIONS}
          onChange={setFilter}
          className="shrink-0 sm:w-60"
        />
      </div>
      {proofs.isPending ? (
        <Spinner label="Loading proofs" />
      ) : proofs.isError ? (
        <LoadError
          title="Failed to load proofs"
          message={errorMessage(proofs.error, '')}
          onRetry={() => void proofs.refetch()}
          retrying={proofs.isFetching}
        />
      ) : proofs.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
            <ShieldCheck className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No proofs need a look</p>
          </CardContent>
        </Card>
      ) : (
        <div className="flex flex-col gap-3">
          {proofs.data.map((proof) => (
            <ProofQueueCard key={proof.id} proof={proof} />
          ))}
        </div>
      )}
    </div>
  );
}
