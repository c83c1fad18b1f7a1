import { formatRating, ratingDisplay } from '@shared/rating';
import { cn } from '@web/lib/cn';
import { StarRating, type StarSize } from './star-rating';

interface RatingSummaryProps {
  overall: unknown;
  recent: unknown;
  size?: StarSize;
  className?: string;
}

/**
 * A person's ratings in one of three states: 'No ratings' with empty stars, the overall
 * average, or the overall and the 30-day average.
 */
export function RatingSummary({ overall, recent, size = 'md', className }: RatingSummaryProps) {
  const display = ratingDisplay(overall, recent);
  if (display.state === 'none') {
    return (
      <div className={cn('flex items-center gap-2 text-sm text-muted-foreground', className)}>
        <StarRating value={0} size={size} />
        <span>No ratings</span>
      </div>
    );
  }
  return (
    <div className={cn('flex flex-col gap-1 text-sm', className)}>
      <div
        className="flex items-center gap-2"
        aria-label={`Overall rating ${formatRating(display.overall)} out of 5`}
      >
        <StarRating value={display.overall} size={size} />
        <span className="font-semibold tabular-nums">{formatRating(display.overall)}</span>
        <span className="text-muted-foreground">overall</span>
      </div>
      {display.state === 'both' && (
        <div
          className="flex items-center gap-2"
          aria-label={`Last 30 days rating ${formatRating(display.recent)} out of 5`}
        >
          <StarRating value={display.recent} size={size} />
          <span className="font-semibold tabular-nums">{formatRating(display.recent)}</span>
          <span className="text-muted-foreground">last 30 days</span>
        </div>
      )}
    </div>
  );
}
