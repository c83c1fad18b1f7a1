import { AlertCircle, Inbox } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Pagination } from '@web/components/pagination';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { cn } from '@web/lib/cn';
import {
  type ActivityItems,
  type ActivityList,
  useProfileActivity,
} from '../api/get-profile-activity';

interface ActivityPanelProps<List extends ActivityList> {
  username: string;
  list: List;
  page: number;
  /** The address of a page of the list. */
  pageHref: (page: number) => string;
  emptyText: string;
  renderItem: (item: ActivityItems[List]) => ReactNode;
  itemKey: (item: ActivityItems[List]) => number;
}

/** One tab's list: a page of items, the empty text, an error with Try Again, and paging past 5 items. */
export function ActivityPanel<List extends ActivityList>({
  username,
  list,
  page,
  pageHref,
  emptyText,
  renderItem,
  itemKey,
}: ActivityPanelProps<List>) {
  const query = useProfileActivity(username, list, page);

  if (query.isPending) return <Spinner className="py-10" label="Loading activity" />;
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertCircle />
        <AlertTitle>Could not load this list</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          {errorMessage(query.error, 'Please try again.')}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const { total, limit } = query.data;
  const items = query.data[list] as ActivityItems[List][];
  if (total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
        <Inbox className="size-8 text-muted-foreground/60" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul
        className={cn(
          'flex flex-col gap-3 transition-opacity',
          query.isPlaceholderData && 'opacity-60',
        )}
        aria-busy={query.isPlaceholderData}
      >
        {items.map((item) => (
          <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
        ))}
      </ul>
      {total > limit && (
        <Pagination
          page={page}
          total={total}
          limit={limit}
          pageHref={pageHref}
          preventScrollReset
        />
      )}
    </div>
  );
}
