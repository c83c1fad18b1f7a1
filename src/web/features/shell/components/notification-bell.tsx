import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useUnreadCount } from '../api/get-unread-count';
import { paths } from '@web/paths';

/** The badge shows at most this; more reads "99+". */
const MOST_SHOWN = 99;

/** The navbar's bell: a link to the inbox with the number of unread notifications on it. */
export function NotificationBell({ userId }: { userId: number }) {
  const { data: unread = 0 } = useUnreadCount(userId);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to={paths.notifications} aria-label={label} title={label}>
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground"
          >
            {unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}
          </span>
        )}
      </Link>
    </Button>
  );
}
