import { Check, ExternalLink, X } from 'lucide-react';
import { Link } from 'react-router';
import { formatLocalMoment } from '@shared/dates';
import type { AnchorSuggestion, IdentityAnchor } from '@shared/schemas/anchors';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/api/error-message';
import { paths } from '@web/paths';
import { notify } from '../../lib/notify';
import { useConfirmOfficialSite } from '../api/confirm-official-site';
import { useDismissOfficialSite } from '../api/dismiss-official-site';

/** Where a suggestion comes from, as the badge says it. */
const SOURCE_WORDS: Record<AnchorSuggestion['source'], string> = {
  member: 'Suggested by a member',
  wikidata: 'From Wikidata',
  moderator: 'Named by a moderator',
};

/** Who suggested it: "Suggested by @ada", "Imported from the person’s Wikidata item". */
function suggestedBy(suggestion: AnchorSuggestion) {
  if (suggestion.source === 'wikidata') return 'Imported from the person’s Wikidata item';
  return `Suggested by ${suggestion.setBy ? `@${suggestion.setBy.username}` : 'a deleted user'}`;
}

interface OfficialSiteSuggestionCardProps {
  suggestion: AnchorSuggestion;
  /** The site is confirmed: the section offers to read it now. */
  onConfirmed: (anchor: IdentityAnchor) => void;
}

/**
 * One suggested official site: its root and address, whose it would be, why, who suggested it
 * and when, with Confirm (it roots the person's proven chains from then on) and Dismiss.
 */
export function OfficialSiteSuggestionCard({
  suggestion,
  onConfirmed,
}: OfficialSiteSuggestionCardProps) {
  const confirm = useConfirmOfficialSite();
  const dismiss = useDismissOfficialSite();
  const busy = confirm.isPending || dismiss.isPending;
  const headingId = `official-site-suggestion-${suggestion.id}`;
  const { person } = suggestion;

  const onConfirm = () =>
    confirm.mutate(suggestion.id, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onConfirmed(answer.anchor);
      },
      onError: (error) => notify.error(errorMessage(error, 'Failed to confirm the official site')),
    });
  const onDismiss = () =>
    dismiss.mutate(suggestion.id, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => notify.error(errorMessage(error, 'Failed to dismiss the suggestion')),
    });

  return (
    <Card role="article" aria-labelledby={headingId} data-testid="official-site-suggestion">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-3">
        <div className="flex min-w-0 flex-1 basis-60 flex-col gap-0.5">
          <h3 id={headingId} className="font-semibold break-all">
            {suggestion.root}
          </h3>
          <p className="text-sm">
            For{' '}
            <Link to={paths.personBySlug(person.slug)} className="font-medium hover:underline">
              {person.name}
            </Link>
          </p>
          <a
            href={suggestion.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex w-fit items-start gap-1 text-sm break-all text-primary hover:underline"
          >
            {suggestion.url}
            <span className="sr-only"> (opens in a new tab)</span>
            <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          </a>
        </div>
        <Badge variant="secondary" data-source={suggestion.source}>
          {SOURCE_WORDS[suggestion.source]}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <blockquote className="border-l-2 pl-3 text-sm break-words">{suggestion.reason}</blockquote>
        <p className="text-xs text-muted-foreground">
          {suggestedBy(suggestion)} ·{' '}
          <time dateTime={suggestion.createdAt}>{formatLocalMoment(suggestion.createdAt)}</time>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={busy}
            onClick={onConfirm}
            aria-label={`Confirm ${suggestion.root} as an official site of ${person.name}`}
          >
            <Check className="size-4" aria-hidden="true" />
            Confirm
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={onDismiss}
            aria-label={`Dismiss the suggestion of ${suggestion.root}`}
          >
            <X className="size-4" aria-hidden="true" />
            Dismiss
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
