import { ChevronDown, ExternalLink, Trash2 } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { lazy, Suspense } from 'react';
import { formatLocalMoment } from '@shared/dates';
import type { IdentityAnchor } from '@shared/schemas/anchors';
import { ConfirmAction } from '@web/components/confirm-action';
import { GlobeIcon } from '@web/components/icons';
import { LoadError } from '@web/components/load-error';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { notify } from '../../lib/notify';
import { usePersonAnchors } from '../api/get-person-anchors';
import { useRemoveAnchor } from '../api/remove-anchor';

// The form's code, with the dashboard's form schemas, loads when the panel first opens (see
// lib/form-schemas.ts).
const AddAnchorForm = lazy(async () => ({
  default: (await import('./add-anchor-form')).AddAnchorForm,
}));

interface PersonRef {
  id: number;
  name: string;
}

function AnchorRow({
  anchor,
  name,
  busy,
  onRemove,
}: {
  anchor: IdentityAnchor;
  name: string;
  busy: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-2 py-2" data-testid="admin-anchor">
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-0.5 text-sm">
        <a
          href={anchor.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-1 font-medium break-all hover:underline"
        >
          {anchor.root}
          <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        </a>
        <p className="break-words">{anchor.reason}</p>
        <p className="text-xs text-muted-foreground">
          {anchor.source === 'wikidata'
            ? 'From Wikidata'
            : `${anchor.source === 'member' ? 'Suggested' : 'Set'} by ${anchor.setBy ? `@${anchor.setBy.username}` : 'a deleted user'}`}
          {' · '}
          <time dateTime={anchor.createdAt}>{formatLocalMoment(anchor.createdAt)}</time>
        </p>
      </div>
      <ConfirmAction
        title={`Remove ${anchor.root}?`}
        description={`It stops being an official site of ${name}: the accounts proven through it are proven no more.`}
        confirmLabel="Remove site"
        onConfirm={onRemove}
      >
        <Button variant="outline" size="sm" disabled={busy} aria-label={`Remove ${anchor.root}`}>
          <Trash2 className="size-4" aria-hidden="true" />
          Remove
        </Button>
      </ConfirmAction>
    </li>
  );
}

/** The sites, asked for only while the panel is open (Radix mounts the content then). */
function OfficialSites({ person }: { person: PersonRef }) {
  const anchors = usePersonAnchors(person.id);
  const remove = useRemoveAnchor();
  const removingId = remove.isPending ? remove.variables.anchorId : undefined;

  const removeAnchor = (anchor: IdentityAnchor) =>
    remove.mutate(
      { personId: person.id, anchorId: anchor.id },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.error(errorMessage(error, 'Failed to remove the official site')),
      },
    );

  return (
    <div className="flex flex-col gap-3">
      {anchors.isPending ? (
        <Spinner label="Loading official sites" className="py-4" />
      ) : anchors.isError ? (
        <LoadError
          title="Failed to load the official sites"
          message={errorMessage(anchors.error, '')}
          onRetry={() => void anchors.refetch()}
          retrying={anchors.isFetching}
        />
      ) : anchors.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No official sites yet.</p>
      ) : (
        <ul className="divide-y" aria-label={`Official sites of ${person.name}`}>
          {anchors.data.map((anchor) => (
            <AnchorRow
              key={anchor.id}
              anchor={anchor}
              name={person.name}
              busy={removingId === anchor.id}
              onRemove={() => removeAnchor(anchor)}
            />
          ))}
        </ul>
      )}
      <div className="border-t pt-3">
        <Suspense fallback={<Spinner label="Loading the form" className="py-4" />}>
          <AddAnchorForm personId={person.id} name={person.name} />
        </Suspense>
      </div>
    </div>
  );
}

/**
 * A person's official sites (identity anchors) behind a toggle: each with its reason, who set
 * it and a way to remove it, and the form to name another. A page on one of them that links
 * to an account anchors that account.
 */
export function OfficialSitesPanel({ person }: { person: PersonRef }) {
  return (
    <Collapsible.Root className="border-t pt-3">
      <Collapsible.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="group -ml-2 text-muted-foreground hover:text-foreground"
          aria-label={`Official sites of ${person.name}`}
        >
          <GlobeIcon className="size-4" />
          Official sites
          <ChevronDown
            className="size-4 transition-transform group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content className="mt-2 rounded-lg border bg-muted/30 p-3">
        <OfficialSites person={person} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
