import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
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
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          disabled={deleteReview.isPending}
        >
          <Trash2 className="size-3.5" aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete your review?</AlertDialogTitle>
          <AlertDialogDescription>
            Your review will be removed for everyone. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() =>
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
            Delete review
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
