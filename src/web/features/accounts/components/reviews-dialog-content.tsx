import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { REVIEWS_PAGE_SIZE } from '@shared/constants';
import { pageCount } from '@shared/pagination';
import { countOf } from '@shared/plural';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { errorMessage } from '@web/lib/api/error-message';
import { useCreateReview } from '../api/create-review';
import { useReviews } from '../api/get-reviews';
import { AccountDialog } from './account-dialog';
import type { DeferredDialogProps } from './deferred-dialog';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { SignInPrompt } from './sign-in-prompt';

export interface ReviewedAccount {
  id: number;
  username: string;
  platform: { name: string };
}

function ReviewsPager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Reviews pages" className="flex items-center justify-between border-t pt-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-muted-foreground">
        Page {page} of {totalPages}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}

/** The body of the dialog: the user's review form (signed in, not yet reviewed here) and the paged list. */
function ReviewsPanel({ account }: { account: ReviewedAccount }) {
  const user = useStoredUser();
  const [page, setPage] = useState(1);
  const reviews = useReviews(account.id, page);
  const createReview = useCreateReview();

  const list = reviews.data?.reviews ?? [];
  const total = reviews.data?.total ?? 0;
  const hasOwnReview = user !== null && list.some((review) => review.userId === user.id);

  const submit = async (reviewText: string) => {
    try {
      await createReview.mutateAsync({ accountId: account.id, reviewText });
      toast.success('Review submitted');
      setPage(1);
      return true;
    } catch (error) {
      toast.error('Failed to submit review', {
        description: errorMessage(error, 'Please make sure you are logged in.'),
      });
      return false;
    }
  };

  return (
    <div className="flex flex-col gap-5">
      {user ? (
        !hasOwnReview && (
          <ReviewForm
            label="Write a review"
            submitLabel="Submit Review"
            pendingLabel="Submitting…"
            onSubmit={submit}
          />
        )
      ) : (
        <SignInPrompt action="write a review" />
      )}

      <section aria-label="Reviews" className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold">{countOf(total, 'review')}</h3>
        {reviews.isPending ? (
          <Spinner label="Loading reviews" className="py-6" />
        ) : reviews.isError ? (
          <p className="text-sm text-destructive">{reviews.error.message}</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No reviews yet. Be the first to write one.
          </p>
        ) : (
          <ul className="flex flex-col divide-y">
            {list.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
        <ReviewsPager
          page={page}
          totalPages={pageCount(total, REVIEWS_PAGE_SIZE)}
          onPage={setPage}
        />
      </section>
    </div>
  );
}

/** The reviews dialog of an account (ReviewsDialog loads it when first opened). */
export function ReviewsDialogContent({
  account,
  ...dialog
}: { account: ReviewedAccount } & DeferredDialogProps) {
  return (
    <AccountDialog
      title={`Reviews of @${account.username}`}
      description={`What the community says about this ${account.platform.name} account.`}
      className="max-w-xl"
      {...dialog}
    >
      <ReviewsPanel account={account} />
    </AccountDialog>
  );
}
