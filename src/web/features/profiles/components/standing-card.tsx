import { CircleCheck, CircleDashed, ShieldCheck } from 'lucide-react';
import { describeRequirement, describeStanding } from '@shared/standing';
import { LoadError } from '@web/components/load-error';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { useStanding } from '@web/lib/api/get-standing';

/** The own profile's standing: whether the user's votes count, and each rule with their progress. */
export function StandingCard() {
  const query = useStanding();

  return (
    <section aria-labelledby="standing-heading">
      <Card>
        <CardHeader>
          <h2 id="standing-heading" className="flex items-center gap-2 text-lg font-semibold">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            Standing
          </h2>
          {query.data && (
            <CardDescription data-testid="standing-summary">
              {describeStanding(query.data)}
            </CardDescription>
          )}
        </CardHeader>
        <CardContent>
          {query.isPending && <Spinner className="py-6" label="Loading your standing" />}
          {query.isError && (
            <LoadError
              title="Could not load your standing"
              message={errorMessage(query.error, 'Please try again.')}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          )}
          {query.data && (
            <ul aria-label="What makes your votes count" className="flex flex-col gap-1 text-sm">
              {query.data.requirements.map((requirement) => {
                const Icon = requirement.met ? CircleCheck : CircleDashed;
                return (
                  <li key={requirement.name} className="flex items-center gap-2">
                    <Icon
                      className={`size-4 shrink-0 ${requirement.met ? 'text-primary' : 'text-muted-foreground'}`}
                      aria-hidden="true"
                    />
                    <span>
                      {describeRequirement(requirement)}
                      <span className="sr-only">{requirement.met ? ' (met)' : ' (not yet)'}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
