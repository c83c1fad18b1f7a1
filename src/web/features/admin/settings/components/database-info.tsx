import { RotateCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { LoadError } from '@web/components/load-error';
import { formatBytes } from '../../lib/format';
import type { DatabaseInfo } from '@shared/schemas/admin-system';
import { useDatabaseInfo } from '../api/get-database-info';

const ENGINE_LABEL = { pglite: 'PGlite (embedded PostgreSQL)', postgresql: 'PostgreSQL' } as const;
const UPLOADS_LABEL = { folder: 'the data folder', bucket: 'an S3 bucket' } as const;

type Replica = DatabaseInfo['replicas'][number];

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s behind`;

function replicaState({ usable, reason, lagMs }: Replica): string {
  if (usable) return `in use, ${seconds(lagMs ?? 0)}`;
  if (reason === 'lagging')
    return `passed over: ${lagMs === null ? 'too far behind' : seconds(lagMs)}`;
  return `passed over: ${reason}`;
}

/** The database engine, its size and the rows of every table. */
export function DatabaseInfoView() {
  const info = useDatabaseInfo();
  if (info.isPending) return <Spinner className="py-6" label="Loading database information" />;
  if (info.isError) {
    return (
      <LoadError
        title="Failed to load database information"
        message={errorMessage(info.error, '')}
        onRetry={() => void info.refetch()}
        retrying={info.isFetching}
      />
    );
  }
  const { engine, sizeBytes, tables, replicas, uploadStorage } = info.data;
  return (
    <div className="flex flex-col gap-3" data-testid="database-info">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1 text-sm">
        <p>
          <span className="text-muted-foreground">Engine:</span> {ENGINE_LABEL[engine]}
        </p>
        <p>
          <span className="text-muted-foreground">Size:</span> {formatBytes(sizeBytes)}
        </p>
        <p>
          <span className="text-muted-foreground">Uploads in:</span> {UPLOADS_LABEL[uploadStorage]}
        </p>
        <p data-testid="read-replicas">
          <span className="text-muted-foreground">Read replicas:</span>{' '}
          {replicas.length === 0
            ? 'none'
            : replicas.map((replica) => `#${replica.number} ${replicaState(replica)}`).join(' · ')}
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void info.refetch()}
          disabled={info.isFetching}
          className="ml-auto"
        >
          <RotateCw
            className={info.isFetching ? 'size-4 animate-spin' : 'size-4'}
            aria-hidden="true"
          />
          Refresh
        </Button>
      </div>
      <ul className="grid gap-x-4 gap-y-1 rounded-md border p-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {tables.map((table) => (
          <li key={table.name} className="flex justify-between gap-2">
            <span className="truncate font-mono text-xs leading-5">{table.name}</span>
            <span className="tabular-nums">{table.rows.toLocaleString()}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
