import { lazy } from 'react';
import { Button } from '@web/components/ui/button';
import { DeferredDialog } from './deferred-dialog';
import type { ReviewedAccount } from './reviews-dialog-content';
import { MessageSquareTextIcon } from './icons';

const ReviewsDialogContent = lazy(async () => ({
  default: (await import('./reviews-dialog-content')).ReviewsDialogContent,
}));

/** 'Reviews' on an account card: a dialog with the account's reviews, 5 a page, newest first. */
export function ReviewsDialog({ account }: { account: ReviewedAccount }) {
  return (
    <DeferredDialog
      address={`reviews-${account.id}`}
      trigger={
        <Button variant="outline" size="sm">
          <MessageSquareTextIcon className="size-4" />
          Reviews
        </Button>
      }
    >
      {(dialog) => <ReviewsDialogContent account={account} {...dialog} />}
    </DeferredDialog>
  );
}
