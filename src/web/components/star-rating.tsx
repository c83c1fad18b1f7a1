import { Star } from 'lucide-react';
import { starFills } from '@shared/rating';
import { cn } from '@web/lib/cn';

const SIZES = { sm: 'size-3.5', md: 'size-4', lg: 'size-5' } as const;
export type StarSize = keyof typeof SIZES;

/** Five read-only stars for a value, with half stars for fractions. */
export function StarRating({
  value,
  size = 'md',
  className,
}: {
  value: number;
  size?: StarSize;
  className?: string;
}) {
  const starClass = SIZES[size];
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} aria-hidden="true">
      {starFills(value).map((fill, index) => (
        <span key={index} className={cn('relative inline-block', starClass)} data-fill={fill}>
          <Star
            className={cn('absolute inset-0 text-muted-foreground/30', starClass)}
            fill="currentColor"
            strokeWidth={0}
          />
          {fill !== 'empty' && (
            <span
              className={cn(
                'absolute inset-0 overflow-hidden',
                fill === 'half' ? 'w-1/2' : 'w-full',
              )}
            >
              <Star className={cn('text-star', starClass)} fill="currentColor" strokeWidth={0} />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
