import { SearchCheck } from 'lucide-react';
import type { WikidataMatch } from '@shared/schemas/wikidata';
import { LoadError } from '@web/components/load-error';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { notify } from '../../lib/notify';
import { type WikidataMatchDecision, useDecideWikidataMatch } from '../api/decide-wikidata-match';
import { useWikidataMatches } from '../api/get-wikidata-matches';
import { WikidataMatchRow } from './wikidata-match-row';

const FAILED: Record<WikidataMatchDecision, string> = {
  link: 'Failed to link the person to the item',
  dismiss: 'Failed to dismiss the match',
};

/**
 * The Wikidata humans the import found named like a person who has no item. The import left
 * those people as they were, since a shared name is no proof: an admin links the pair (the
 * next import updates the person from the item) or dismisses it.
 */
export function WikidataMatches() {
  const matches = useWikidataMatches();
  const decide = useDecideWikidataMatch();
  const busyId = decide.isPending ? decide.variables.id : undefined;

  const act = (match: WikidataMatch, decision: WikidataMatchDecision) =>
    decide.mutate(
      { id: match.id, decision },
      {
        onSuccess: (result) => notify.success(result.message),
        onError: (error) => notify.error(errorMessage(error, FAILED[decision])),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Wikidata humans named like a person who has no Wikidata item; the import changed nothing of
        that person. Link them when the item is that person: the next import adds its names,
        accounts and official sites. Dismiss them when it is someone else.
      </p>
      {matches.isPending ? (
        <Spinner label="Loading Wikidata matches" />
      ) : matches.isError ? (
        <LoadError
          title="Failed to load Wikidata matches"
          message={errorMessage(matches.error, '')}
          onRetry={() => void matches.refetch()}
          retrying={matches.isFetching}
        />
      ) : matches.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
            <SearchCheck className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No possible matches</p>
          </CardContent>
        </Card>
      ) : (
        <Card className="px-4 sm:px-5">
          <ul className="flex flex-col divide-y" aria-label="Possible Wikidata matches">
            {matches.data.map((match) => (
              <WikidataMatchRow
                key={match.id}
                match={match}
                busy={busyId === match.id}
                onDecide={(decision) => act(match, decision)}
              />
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
