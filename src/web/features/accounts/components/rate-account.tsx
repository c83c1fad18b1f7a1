import type { ReactNode } from 'react';
import { toast } from '@web/lib/toast';
import { formatRating, ratingDisplay } from '@shared/rating';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { useAccountRating } from '../api/get-account-rating';
import { useRateAccount } from '../api/rate-account';
import { isUnauthorized } from '../errors';
import { StarInput } from '@web/components/star-input';

/** The averages from the rating call: 'No ratings yet', the overall one, or overall and 30-day. */
function Averages({ overall, recent }: { overall: number | null; recent: number | null }) {
  const display = ratingDisplay(overall, recent);
  if (display.state === 'none') return <span>No ratings yet</span>;
  return (
    <span>
      Average <span className="font-semibold text-foreground">{formatRating(display.overall)}</span>
      {display.state === 'both' && (
        <>
          {' · last 30 days '}
          <span className="font-semibold text-foreground">{formatRating(display.recent)}</span>
        </>
      )}
    </span>
  );
}

/**
 * Rating stars for a verified account (shown only with an unexpired token): the user's
 * rating, a click to rate or change it, and the account's averages.
 */
export function RateAccount({ accountId, onRated }: { accountId: number; onRated: () => void }) {
  const user = useStoredUser();
  const rating = useAccountRating(accountId, user?.id);
  const rate = useRateAccount(user?.id);
  const userRating = rating.data?.userRating ?? null;

  const submit = (value: number) =>
    rate.mutate(
      { accountId, rating: value },
      {
        onSuccess: () => {
          toast.success('Rating submitted', { description: 'Thank you for rating this account!' });
          onRated();
        },
        onError: (error) => {
          if (isUnauthorized(error)) toast.error('Please log in to rate this account');
          else toast.error('Failed to submit rating');
        },
      },
    );

  return (
    <RatingRow
      userRating={userRating}
      disabled={rate.isPending || rating.isPending}
      onRate={submit}
      averages={
        rating.isError ? (
          'Ratings unavailable'
        ) : (
          <Averages
            overall={rating.data?.averageRating ?? null}
            recent={rating.data?.averageRating30Day ?? null}
          />
        )
      }
    />
  );
}

/**
 * The rating row's room while a page rendered for a signed-in reader hydrates: the same row,
 * nothing to press yet, so the account's card does not grow when the stars come.
 */
export function RateAccountPlaceholder() {
  return (
    <RatingRow
      userRating={null}
      disabled
      onRate={() => {}}
      averages={<Averages overall={null} recent={null} />}
    />
  );
}

function RatingRow({
  userRating,
  disabled,
  onRate,
  averages,
}: {
  userRating: number | null;
  disabled: boolean;
  onRate: (value: number) => void;
  averages: ReactNode;
}) {
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg bg-muted/50 px-3 py-2"
      data-testid="rate-account"
    >
      <div className="flex items-center gap-2">
        <span className="text-xs font-medium text-muted-foreground">Your rating</span>
        <StarInput
          value={userRating}
          onChange={onRate}
          disabled={disabled}
          label="Rate this account"
        />
        {userRating !== null && (
          <span className="text-xs font-semibold tabular-nums" data-testid="user-rating">
            {userRating}/5
          </span>
        )}
      </div>
      <p className="text-xs text-muted-foreground" data-testid="rating-averages">
        {averages}
      </p>
    </div>
  );
}
