import { useState } from 'react';
import { GlobeIcon } from '@web/components/icons';
import { LoadError } from '@web/components/load-error';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { useOfficialSiteSuggestions } from '../api/get-official-site-suggestions';
import { ConfirmedOfficialSite, type ConfirmedSite } from './confirmed-official-site';
import { OfficialSiteSuggestionCard } from './official-site-suggestion-card';

/**
 * "Official sites to confirm": the sites members suggested and the official websites imported
 * from Wikidata, oldest first, each for a moderator to confirm or dismiss. The sites confirmed
 * here stay on top, each with the way to read its page now.
 */
export function OfficialSiteSuggestions() {
  const suggestions = useOfficialSiteSuggestions();
  const [confirmed, setConfirmed] = useState<ConfirmedSite[]>([]);
  // A site just confirmed leaves the queue at once, before the queue is asked again.
  const waiting = suggestions.data?.filter(
    (suggestion) => !confirmed.some((site) => site.anchor.id === suggestion.id),
  );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Sites suggested as a person’s own. A suggestion changes nothing until you confirm it; from
        then on, a page at or below its address that links to an account with rel="me" proves that
        account. Confirm only a site you have seen is theirs.
      </p>
      {confirmed.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Confirmed just now">
          {confirmed.map((site) => (
            <ConfirmedOfficialSite
              key={site.anchor.id}
              site={site}
              onDone={() =>
                setConfirmed((sites) => sites.filter((each) => each.anchor.id !== site.anchor.id))
              }
            />
          ))}
        </ul>
      )}
      {suggestions.isPending ? (
        <Spinner label="Loading official sites to confirm" />
      ) : waiting === undefined ? (
        <LoadError
          title="Failed to load official sites to confirm"
          message={errorMessage(suggestions.error, '')}
          onRetry={() => void suggestions.refetch()}
          retrying={suggestions.isFetching}
        />
      ) : waiting.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
            <GlobeIcon className="size-8 text-muted-foreground" />
            <p className="font-medium">No official sites to confirm</p>
          </CardContent>
        </Card>
      ) : (
        <div className="flex flex-col gap-3">
          {waiting.map((suggestion) => (
            <OfficialSiteSuggestionCard
              key={suggestion.id}
              suggestion={suggestion}
              onConfirmed={(anchor) =>
                setConfirmed((sites) => [{ anchor, person: suggestion.person }, ...sites])
              }
            />
          ))}
        </div>
      )}
    </div>
  );
}
