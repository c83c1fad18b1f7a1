import { X } from 'lucide-react';
import type { Alias } from '@shared/schemas/people';
import { ConfirmAction } from '@web/components/confirm-action';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api/error-message';
import { toast } from '@web/lib/toast';
import { useRemoveAlias } from '../api/remove-alias';

/** The × on an alias, for whoever added it or an admin, after a confirmation. */
export function RemoveAliasButton({
  personId,
  personName,
  alias,
}: {
  personId: number;
  personName: string;
  alias: Alias;
}) {
  const removeAlias = useRemoveAlias();
  return (
    <ConfirmAction
      title="Remove this name?"
      description={`“${alias.name}” will no longer be listed as a name of ${personName}.`}
      confirmLabel="Remove name"
      onConfirm={() =>
        removeAlias.mutate(
          { personId, aliasId: alias.id },
          {
            onSuccess: () => toast.success('Alias removed'),
            onError: (error) =>
              toast.error('Could not remove the name', {
                description: errorMessage(error, 'Please try again.'),
              }),
          },
        )
      }
    >
      <Button
        variant="ghost"
        size="icon-sm"
        className="size-6 rounded-full text-muted-foreground hover:text-destructive"
        aria-label={`Remove alias ${alias.name}`}
        disabled={removeAlias.isPending}
      >
        <X className="size-3.5" aria-hidden="true" />
      </Button>
    </ConfirmAction>
  );
}
