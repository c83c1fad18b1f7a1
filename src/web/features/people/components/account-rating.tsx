import { Clock } from 'lucide-react';
import { formatRating, parseRating } from '@shared/rating';
import type { SocialAccount } from '@shared/schemas/people';
import { StarRating, type StarSize } from '@web/components/star-rating';
import { cn } from '@web/lib/cn';

/** A verified account's rating (0.0 with empty stars when unrated), or 'Pending verification'. */
export function AccountRating({
  account,
  size = 'sm',
  className,
}: {
  account: Pick<SocialAccount, 'isVerified' | 'avgRating'>;
  size?: StarSize;
  className?: string;
}) {
  if (!account.isVerified) {
    return (
      <span
        className={cn('inline-flex items-center gap-1 text-xs font-medium text-warning', className)}
      >
        <Clock className="size-3.5" aria-hidden="true" />
        Pending verification
      </span>
    );
  }
  const value = parseRating(account.avgRating);
  return (
    <span
      className={cn('inline-flex items-center gap-1.5', className)}
      aria-label={`Rated ${formatRating(value)} out of 5`}
    >
      <StarRating value={value} size={size} />
      <span className="text-xs font-semibold text-foreground tabular-nums">
        {formatRating(value)}
      </span>
    </span>
  );
}
