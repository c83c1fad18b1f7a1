import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@web/lib/toast';
import { relativeTime } from '@shared/dates';
import { can } from '@shared/permissions';
import type { Review } from '@shared/schemas/accounts';
import { Button } from '@web/components/ui/button';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { errorMessage } from '@web/lib/api/error-message';
import { paths } from '@web/paths';
import { useUpdateReview } from '../api/update-review';
import { DeleteReviewButton } from './delete-review-button';
import { ReviewForm } from './review-form';

const wasEdited = (review: Review) =>
  new Date(review.updatedAt).getTime() !== new Date(review.createdAt).getTime();

/** One review: author (linked to their profile), when, '(edited)', the text; edit and delete for its author. */
export function ReviewItem({ review }: { review: Review }) {
  const viewer = useStoredUser();
  const author = { ownerId: review.userId };
  const canEdit = can(viewer, 'edit:review:own', author);
  const canDelete = can(viewer, 'delete:review:own', author);
  const [editing, setEditing] = useState(false);
  const updateReview = useUpdateReview();

  const save = async (reviewText: string) => {
    try {
      await updateReview.mutateAsync({
        reviewId: review.id,
        accountId: review.socialAccountId,
        reviewText,
      });
      toast.success('Review updated');
      setEditing(false);
      return true;
    } catch (error) {
      toast.error('Failed to update review', {
        description: errorMessage(error, 'Please make sure you are logged in.'),
      });
      return false;
    }
  };

  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0" data-testid="review">
      <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <Link
          to={paths.user(review.user.username)}
          className="font-semibold text-primary hover:underline"
        >
          {review.user.username}
        </Link>
        <span className="text-xs text-muted-foreground">
          {relativeTime(review.createdAt)}
          {wasEdited(review) && ' (edited)'}
        </span>
      </div>
      {editing ? (
        <ReviewForm
          label="Edit your review"
          initialText={review.reviewText}
          submitLabel="Save"
          pendingLabel="Saving…"
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="text-sm break-words whitespace-pre-wrap">{review.reviewText}</p>
      )}
      {(canEdit || canDelete) && !editing && (
        <div className="-ml-3 flex gap-1">
          {canEdit && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="size-3.5" aria-hidden="true" />
              Edit
            </Button>
          )}
          {canDelete && (
            <DeleteReviewButton reviewId={review.id} accountId={review.socialAccountId} />
          )}
        </div>
      )}
    </li>
  );
}
