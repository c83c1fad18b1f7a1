import { BellOff, CheckCheck } from 'lucide-react';
import { NOTIFICATIONS_PAGE_SIZE } from '@shared/notification-kinds';
import { useSearchParams } from 'react-router';
import { LoadError } from '@web/components/load-error';
import { Pagination } from '@web/components/pagination';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { toast } from '@web/lib/toast';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { InboxFilter } from './inbox-filter';
import { NotificationItem } from './notification-item';

const UNREAD_FILTER = 'unread';

/** The page number of the address, 1 when missing or not a whole number above 0. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The signed-in user's inbox: All or Unread (`?filter=unread`), newest first, a page at a
 * time (`?page=`), with Mark as read on each unread one and Mark all as read.
 */
export function NotificationsInbox({ userId }: { userId: number }) {
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('filter') === UNREAD_FILTER;
  const page = pageOf(params.get('page'));
  const query = useNotifications(userId, {
    unreadOnly,
    page,
    limit: NOTIFICATIONS_PAGE_SIZE,
  });
  const markRead = useMarkNotificationsRead();
  const now = new Date();

  const showPage = (next: { unreadOnly?: boolean; page?: number }) => {
    const search = new URLSearchParams();
    if (next.unreadOnly ?? unreadOnly) search.set('filter', UNREAD_FILTER);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const markOne = (id: number) =>
    markRead.mutate(
      { ids: [id] },
      {
        onError: (error) =>
          toast.error('Could not mark the notification read', {
            description: errorMessage(error, 'Please try again.'),
          }),
      },
    );

  const markAll = () =>
    markRead.mutate(
      { all: true },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) =>
          toast.error('Could not mark your notifications read', {
            description: errorMessage(error, 'Please try again.'),
          }),
      },
    );

  const unread = query.data?.unread ?? 0;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Notifications</h1>
          <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
            {query.data ? (unread > 0 ? `${unread} unread` : 'All caught up') : '\u00a0'}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={markAll}
          disabled={unread === 0 || markRead.isPending}
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          Mark all as read
        </Button>
      </div>
      <InboxFilter unreadOnly={unreadOnly} onChange={(next) => showPage({ unreadOnly: next })} />
      {query.isPending ? (
        <Spinner className="py-10" label="Loading notifications" />
      ) : query.isError ? (
        <LoadError
          title="Could not load your notifications"
          message={errorMessage(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.notifications.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
          <BellOff className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">
            {page > 1
              ? 'Nothing on this page'
              : unreadOnly
                ? 'No unread notifications'
                : 'No notifications yet'}
          </p>
          {page > 1 ? (
            <Button variant="link" onClick={() => showPage({ page: 1 })}>
              Go to the first page
            </Button>
          ) : (
            <p className="max-w-sm text-sm text-muted-foreground">
              Notifications tell you when an account you proposed is decided, a report you made is
              handled, someone replies to you, or an account of a person you watch changes.
            </p>
          )}
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <ul
            aria-label={unreadOnly ? 'Unread notifications' : 'Notifications'}
            aria-busy={query.isPlaceholderData || undefined}
            className="divide-y"
          >
            {query.data.notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                onMarkRead={markOne}
                marking={markRead.isPending}
              />
            ))}
          </ul>
          {query.data.total > NOTIFICATIONS_PAGE_SIZE && (
            <Pagination
              className="px-4 pb-4"
              page={page}
              total={query.data.total}
              limit={NOTIFICATIONS_PAGE_SIZE}
              onPageChange={(next) => showPage({ page: next })}
            />
          )}
        </Card>
      )}
    </div>
  );
}
