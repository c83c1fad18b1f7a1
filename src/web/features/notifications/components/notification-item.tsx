import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { formatLocalTimestamp, relativeTime } from '@shared/dates';
import type { Notification } from '@shared/schemas/notifications';
import { safeReturnPath } from '@shared/return-path';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

interface NotificationItemProps {
  notification: Notification;
  now: Date;
  onMarkRead: (id: number) => void;
  marking: boolean;
}

/**
 * One notification: what happened (a link to the page it is about), when, and for an unread
 * one a dot and Mark as read. Following the link marks it read too.
 */
export function NotificationItem({
  notification,
  now,
  onMarkRead,
  marking,
}: NotificationItemProps) {
  const unread = notification.readAt === null;
  // The server writes only paths of this site; anything else is shown without a link.
  const link = safeReturnPath(notification.link);
  const markIfUnread = () => {
    if (unread) onMarkRead(notification.id);
  };
  return (
    <li
      data-testid="notification"
      data-unread={unread || undefined}
      className={cn(
        'flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4',
        unread && 'bg-accent/40',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'mt-1.5 size-2 shrink-0 rounded-full',
            unread ? 'bg-primary' : 'bg-transparent',
          )}
        />
        <div className="flex min-w-0 flex-col gap-0.5">
          {link ? (
            <Link
              to={link}
              onClick={markIfUnread}
              className={cn('text-sm break-words hover:underline', unread && 'font-medium')}
            >
              {notification.text}
            </Link>
          ) : (
            <p className={cn('text-sm break-words', unread && 'font-medium')}>
              {notification.text}
            </p>
          )}
          <span className="text-xs text-muted-foreground">
            {unread && <span className="sr-only">Unread, </span>}
            <time
              dateTime={notification.createdAt}
              title={formatLocalTimestamp(notification.createdAt)}
            >
              {relativeTime(notification.createdAt, now)}
            </time>
          </span>
        </div>
      </div>
      {unread && (
        <Button
          variant="ghost"
          size="sm"
          className="ml-2 self-start sm:ml-0 sm:self-auto"
          onClick={markIfUnread}
          disabled={marking}
        >
          <Check className="size-3.5" aria-hidden="true" />
          Mark as read
          <span className="sr-only">: {notification.text}</span>
        </Button>
      )}
    </li>
  );
}
