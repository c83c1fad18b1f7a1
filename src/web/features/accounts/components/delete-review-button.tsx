import { Trash2 } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { ConfirmAction } from '@web/components/confirm-action';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api/error-message';
import { useDeleteReview } from '../api/delete-review';

/** Delete for the author of a review, after a confirmation. */
export function DeleteReviewButton({
  reviewId,
  accountId,
}: {
  reviewId: number;
  accountId: number;
}) {
  const deleteReview = useDeleteReview();
  return (
    <ConfirmAction
      title="Delete your review?"
      description="Your review will be removed for everyone. This cannot be undone."
      confirmLabel="Delete review"
      onConfirm={() =>
        deleteReview.mutate(
          { reviewId, accountId },
          {
            onSuccess: () => toast.success('Review deleted'),
            onError: (error) =>
              toast.error('Failed to delete review', {
                description: errorMessage(error, 'Please make sure you are logged in.'),
              }),
          },
        )
      }
    >
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:text-destructive-strong"
        disabled={deleteReview.isPending}
      >
        <Trash2 className="size-3.5" aria-hidden="true" />
        Delete
      </Button>
    </ConfirmAction>
  );
}
