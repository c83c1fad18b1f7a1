import { toast } from '@web/lib/toast';
import { refusalOf } from '@shared/permissions';
import type { Reply } from '@shared/schemas/comments';
import { formatRating } from '@shared/rating';
import { StarRating } from '@web/components/star-rating';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { ApiError } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/error-message';
import { isPendingComment } from '../api/post-comment';
import { useRateComment } from '../api/rate-comment';
import { StarInput } from '@web/components/star-input';

const loginToRate = () =>
  toast.error('Authentication required', { description: 'Please log in to rate this comment' });
const cannotRateOwn = () =>
  toast.error('Cannot rate own comment', { description: 'You cannot rate your own comments' });

function reportRatingError(error: unknown) {
  if (error instanceof ApiError && error.status === 401) loginToRate();
  else if (error instanceof ApiError && error.status === 403 && /own comment/i.test(error.message))
    cannotRateOwn();
  else
    toast.error('Failed to submit rating', {
      description: errorMessage(error, 'Please try again.'),
    });
}

/**
 * A comment's average rating, and the viewer's own stars to rate it 1 to 5 (optimistic).
 * The author sees only the average; a visitor is asked to log in.
 */
export function CommentRating({ comment }: { comment: Reply }) {
  const viewer = useStoredUser();
  const rate = useRateComment();
  const isOwn = refusalOf(viewer, 'rate:comment:others', { ownerId: comment.user.id }) === 'yours';
  const rated = comment.ratingCount > 0 && comment.averageRating !== null;

  const submit = (rating: number) => {
    if (!viewer) return loginToRate();
    if (isOwn) return cannotRateOwn();
    rate.mutate(
      { commentId: comment.id, rating },
      {
        onSuccess: () =>
          toast.success('Rating saved', { description: `You rated this comment ${rating} of 5.` }),
        onError: reportRatingError,
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1.5" data-testid="comment-average">
        {rated ? (
          <>
            <StarRating value={comment.averageRating ?? 0} size="sm" />
            <span className="sr-only">Average rating</span>
            <span className="font-semibold text-foreground tabular-nums">
              {formatRating(comment.averageRating ?? 0)}
            </span>
            <span>
              ({comment.ratingCount}
              <span className="sr-only">{comment.ratingCount === 1 ? ' rating' : ' ratings'}</span>)
            </span>
          </>
        ) : (
          <span>No ratings yet</span>
        )}
      </span>
      {!isOwn && (
        <span className="inline-flex items-center gap-1">
          <span>{comment.userRating ? 'Your rating' : 'Rate'}</span>
          <StarInput
            size="sm"
            value={comment.userRating}
            onChange={submit}
            disabled={isPendingComment(comment)}
            label="Rate this comment"
          />
        </span>
      )}
    </div>
  );
}
