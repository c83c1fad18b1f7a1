import { UserX } from 'lucide-react';
import { NotFoundView } from '@web/components/not-found-view';

/** What an address of a user who does not exist shows. */
export function UserNotFound({ username }: { username: string }) {
  return (
    <NotFoundView icon={UserX} title="User Not Found" backLabel="Back to Home">
      There is no user named &lsquo;{username}&rsquo;.
    </NotFoundView>
  );
}
