import { MessagesSquare } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useScrollToHash } from '@web/hooks/use-scroll-to-hash';
import { errorMessage } from '@web/lib/api/error-message';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CommentsPage } from '@shared/schemas/comments';
import { CommentCard } from './comment-card';
import { CommentPager } from './comment-pager';

function FeedSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <Card key={index} className="flex gap-3 p-5">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** The list of comments of one page, newest first, with paging; 'No comments yet' when empty. */
export function CommentFeed({
  comments,
  page,
  onPageChange,
}: {
  comments: UseQueryResult<CommentsPage>;
  page: number;
  onPageChange: (page: number) => void;
}) {
  // A reply's notification links to its comment (#comment-<id>).
  useScrollToHash(comments.data !== undefined);
  if (comments.isPending) {
    return (
      <div role="status" aria-label="Loading comments">
        <FeedSkeleton />
      </div>
    );
  }
  if (comments.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load comments</AlertTitle>
        <AlertDescription>
          {errorMessage(comments.error, 'Please try again later.')}
        </AlertDescription>
      </Alert>
    );
  }
  const { comments: list, total, totalIsEstimate, limit } = comments.data;
  if (list.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <MessagesSquare className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No comments yet</p>
        {page > 1 && total > 0 ? (
          <Button variant="link" onClick={() => onPageChange(1)}>
            Go to the first page
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">Be the first to start the conversation.</p>
        )}
      </Card>
    );
  }
  return (
    <section
      aria-label="Comments"
      className="flex flex-col gap-4"
      aria-busy={comments.isPlaceholderData || undefined}
    >
      {list.map((comment) => (
        <CommentCard key={comment.id} comment={comment} />
      ))}
      {total > limit && (
        <CommentPager
          page={page}
          total={total}
          totalIsEstimate={totalIsEstimate}
          limit={limit}
          onPageChange={onPageChange}
        />
      )}
    </section>
  );
}
