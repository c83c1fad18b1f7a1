import type { StoredUser } from '@web/lib/session-storage';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

/** The navbar's controls for a signed-in user: the notifications bell and the account menu. */
export function SignedInControls({ user }: { user: StoredUser }) {
  return (
    <>
      <NotificationBell userId={user.id} />
      <UserMenu user={user} />
    </>
  );
}
