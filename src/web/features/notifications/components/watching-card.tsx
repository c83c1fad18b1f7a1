import { Eye, EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import type { WatchedPerson } from '@shared/schemas/notifications';
import { LoadError } from '@web/components/load-error';
import { PersonAvatar } from '@web/components/person-avatar';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { toast } from '@web/lib/toast';
import { paths } from '@web/paths';
import { useWatching } from '../api/get-watching';
import { useChangeWatch } from '../api/watch-person';

function WatchedPersonRow({ person }: { person: WatchedPerson }) {
  const change = useChangeWatch();
  const name = `${person.firstName} ${person.lastName}`;
  const unwatch = () =>
    change.mutate(
      { personId: person.id, watch: false },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) =>
          toast.error('Could not stop watching', {
            description: errorMessage(error, 'Please try again.'),
          }),
      },
    );
  return (
    <li className="flex items-center gap-3 py-3">
      <PersonAvatar
        person={{ ...person, profile_image_url: person.profileImageUrl }}
        size="sm"
        className="size-10 shrink-0"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link
          to={paths.person(person)}
          className="truncate font-medium text-primary hover:underline"
        >
          {name}
        </Link>
        {person.profession && (
          <span className="truncate text-xs text-muted-foreground">{person.profession}</span>
        )}
      </div>
      <Button variant="outline" size="sm" onClick={unwatch} disabled={change.isPending}>
        <EyeOff className="size-3.5" aria-hidden="true" />
        Unwatch
        <span className="sr-only"> {name}</span>
      </Button>
    </li>
  );
}

/** The own profile's watched people, newest first, each with Unwatch. */
export function WatchingCard({ userId }: { userId: number }) {
  const query = useWatching(userId);
  return (
    <section aria-labelledby="watching-heading">
      <Card>
        <CardHeader>
          <h2 id="watching-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Eye className="size-5 text-primary" aria-hidden="true" />
            Watching
          </h2>
          <CardDescription>
            You hear when an account of a person you watch is verified, removed or needs a check.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {query.isPending ? (
            <Spinner className="py-6" label="Loading the people you watch" />
          ) : query.isError ? (
            <LoadError
              title="Could not load the people you watch"
              message={errorMessage(query.error, 'Please try again.')}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : query.data.people.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              You watch nobody yet: press Watch on a person’s page.
            </p>
          ) : (
            <ul aria-label="People you watch" className="divide-y border-y">
              {query.data.people.map((person) => (
                <WatchedPersonRow key={person.id} person={person} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
