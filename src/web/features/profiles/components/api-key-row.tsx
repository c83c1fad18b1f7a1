import { Trash2 } from 'lucide-react';
import { toast } from '@web/lib/toast';
import type { ApiKey } from '@shared/schemas/api-keys';
import { ConfirmAction } from '@web/components/confirm-action';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api/error-message';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { formatDay } from '@shared/dates';

/** One active key: its name, the start of the key, when it was made and last used, and Revoke. */
export function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="font-medium break-all">{apiKey.name}</span>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <code className="font-mono">{apiKey.prefix}…</code>
          <span>Created {formatDay(apiKey.createdAt)}</span>
          <span>
            {apiKey.lastUsedAt ? `Last used ${formatDay(apiKey.lastUsedAt)}` : 'Never used'}
          </span>
        </span>
      </div>
      <ConfirmAction
        title="Revoke this API key?"
        description={`Programs that send “${apiKey.name}” (${apiKey.prefix}…) will be refused from now on. This cannot be undone.`}
        confirmLabel="Revoke key"
        onConfirm={() =>
          revoke.mutate(apiKey.id, {
            onSuccess: (answer) => toast.success(answer.message),
            onError: (error) =>
              toast.error('Failed to revoke API key', {
                description: errorMessage(error, 'Please try again.'),
              }),
          })
        }
      >
        <Button
          variant="outline"
          size="sm"
          className="self-start text-destructive hover:text-destructive-strong sm:self-auto"
          disabled={revoke.isPending}
        >
          <Trash2 className="size-3.5" aria-hidden="true" />
          Revoke
          <span className="sr-only"> {apiKey.name}</span>
        </Button>
      </ConfirmAction>
    </li>
  );
}
