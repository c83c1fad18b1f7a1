import { formatRating, parseRating } from '@shared/rating';
import type { SocialAccount } from '@shared/schemas/people';
import { ClockIcon } from '@web/components/icons';
import { StarRating, type StarSize } from '@web/components/star-rating';
import { cn } from '@web/lib/cn';

/**
 * A verified account's rating, or 'Pending verification'. An account nobody rated shows the
 * specification's 0.0 with empty stars, said in words so it cannot read as a poor rating.
 */
export function AccountRating({
  account,
  size = 'sm',
  className,
}: {
  account: Pick<SocialAccount, 'isVerified' | 'avgRating' | 'ratingCount'>;
  size?: StarSize;
  className?: string;
}) {
  if (!account.isVerified) {
    return (
      <span
        className={cn('inline-flex items-center gap-1 text-xs font-medium text-warning', className)}
      >
        <ClockIcon className="size-3.5" />
        Pending verification
      </span>
    );
  }
  const value = parseRating(account.avgRating);
  const unrated = account.ratingCount === 0;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-semibold text-foreground tabular-nums',
        className,
      )}
      aria-label={unrated ? 'No ratings yet' : `Rated ${formatRating(value)} out of 5`}
    >
      <StarRating value={value} size={size} />
      {formatRating(value)}
      {unrated && <span className="font-normal text-muted-foreground">· no ratings yet</span>}
    </span>
  );
}
