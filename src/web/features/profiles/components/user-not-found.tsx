import { UserX } from 'lucide-react';
import { NOT_FOUND_TITLES } from '@shared/page-titles';
import { NotFoundView } from '@web/components/not-found-view';

/** What an address of a user who does not exist shows. */
export function UserNotFound({ username }: { username: string }) {
  return (
    <NotFoundView icon={UserX} title={NOT_FOUND_TITLES.user} backLabel="Back to Directory">
      There is no user named &lsquo;{username}&rsquo;.
    </NotFoundView>
  );
}
