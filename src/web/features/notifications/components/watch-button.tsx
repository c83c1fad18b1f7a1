import { Eye } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { errorMessage } from '@web/lib/api/error-message';
import { useAwaitingSession } from '@web/lib/page-context';
import { toast } from '@web/lib/toast';
import { useWatching } from '../api/get-watching';
import { useChangeWatch } from '../api/watch-person';

/**
 * Watch / Watching on a person page, for a signed-in user: a watcher hears of the person's
 * accounts being verified, removed or needing a check. Visitors see nothing.
 */
export function WatchButton({ personId }: { personId: number }) {
  const user = useStoredUser();
  const awaitingSession = useAwaitingSession();
  const watched = useWatching(user?.id);
  const change = useChangeWatch();

  if (!user) {
    return awaitingSession ? <div className="h-9 w-28" aria-hidden="true" /> : null;
  }
  const watching = watched.data?.people.some((person) => person.id === personId) ?? false;
  const toggle = () =>
    change.mutate(
      { personId, watch: !watching },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) =>
          toast.error(watching ? 'Could not stop watching' : 'Could not watch', {
            description: errorMessage(error, 'Please try again.'),
          }),
      },
    );
  return (
    <Button
      variant={watching ? 'soft' : 'outline'}
      aria-pressed={watching}
      onClick={toggle}
      disabled={watched.isPending || change.isPending}
      title={
        watching
          ? 'You hear when this person’s accounts change. Click to stop.'
          : 'Hear when this person’s accounts are verified, removed or need a check'
      }
    >
      <Eye className="size-4" aria-hidden="true" />
      {watching ? 'Watching' : 'Watch'}
    </Button>
  );
}
