import type { CSSProperties } from 'react';
import { starFills } from '@shared/rating';
import { cn } from '@web/lib/cn';

const SIZES = {
  sm: '[--star-size:0.875rem]',
  md: '[--star-size:1rem]',
  lg: '[--star-size:1.25rem]',
} as const;
export type StarSize = keyof typeof SIZES;

/**
 * Five read-only stars for a value, with half stars for fractions, drawn by one element (the
 * `star-rating` class in styles.css): a directory page shows dozens of these.
 */
export function StarRating({
  value,
  size = 'md',
  className,
}: {
  value: number;
  size?: StarSize;
  className?: string;
}) {
  const fills = starFills(value);
  const fill = {
    '--stars-full': fills.filter((star) => star === 'full').length,
    '--stars-half': fills.includes('half') ? 1 : 0,
  } as CSSProperties;
  return (
    <span aria-hidden="true" className={cn('star-rating', SIZES[size], className)} style={fill} />
  );
}
