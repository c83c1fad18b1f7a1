import { ExternalLink, Link2, X } from 'lucide-react';
import { Link } from 'react-router';
import { formatLocalDay } from '@shared/dates';
import type { WikidataMatch } from '@shared/schemas/wikidata';
import { wikidataItemUrl } from '@shared/wikidata-address';
import { ConfirmAction } from '@web/components/confirm-action';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/paths';
import type { WikidataMatchDecision } from '../api/decide-wikidata-match';

interface WikidataMatchRowProps {
  match: WikidataMatch;
  busy: boolean;
  onDecide: (decision: WikidataMatchDecision) => void;
}

/**
 * One possible match: the item (its name linking to Wikidata), the person of the same name,
 * when the import found it, and Link (asked about first, since the next import then writes
 * the item's accounts onto the person) or Dismiss.
 */
export function WikidataMatchRow({ match, busy, onDecide }: WikidataMatchRowProps) {
  const name = `${match.person.firstName} ${match.person.lastName}`.trim();
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="wikidata-match"
    >
      <div className="flex min-w-0 flex-col gap-0.5 text-sm">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <a
            href={wikidataItemUrl(match.itemId)}
            target="_blank"
            rel="noopener external"
            className="inline-flex items-center gap-1 font-semibold break-words text-primary hover:underline"
          >
            {match.name}
            <span className="sr-only"> on Wikidata (opens in a new tab)</span>
            <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
          </a>
          <span className="font-mono text-xs text-muted-foreground">{match.itemId}</span>
        </p>
        <p>
          <span className="text-muted-foreground">Named like </span>
          <Link
            to={paths.personBySlug(match.person.slug)}
            className="font-medium break-words hover:underline"
          >
            {name}
          </Link>
          <span className="text-muted-foreground"> (ID {match.person.id})</span>
        </p>
        <p className="text-xs text-muted-foreground">
          Found <time dateTime={match.foundAt}>{formatLocalDay(match.foundAt)}</time>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <ConfirmAction
          title={`Link ${name} to ${match.itemId}?`}
          description={`The next import adds the names, accounts (pending the community's votes) and official sites of ${match.itemId} to ${name}.`}
          confirmLabel="Link"
          onConfirm={() => onDecide('link')}
        >
          <Button size="sm" disabled={busy} aria-label={`Link ${name} to ${match.itemId}`}>
            <Link2 className="size-4" aria-hidden="true" />
            Link
          </Button>
        </ConfirmAction>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => onDecide('dismiss')}
          aria-label={`Dismiss ${match.itemId} for ${name}`}
        >
          <X className="size-4" aria-hidden="true" />
          Dismiss
        </Button>
      </div>
    </li>
  );
}
