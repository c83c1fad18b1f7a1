import { RATING_MAX } from './constants';

/** A rating as the API may send it (number, numeric string or null); anything unparseable counts as 0. */
export function parseRating(value: unknown): number {
  if (value === null || value === undefined || value === '') return 0;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** An average shown with one decimal. */
export function formatRating(value: number): string {
  return value.toFixed(1);
}

export type RatingDisplay =
  | { state: 'none' }
  | { state: 'overall'; overall: number }
  | { state: 'both'; overall: number; recent: number };

/**
 * Which of the three rating displays applies: none, overall only, or overall and 30-day;
 * the 30-day value shows only when above zero and different from the overall average.
 */
export function ratingDisplay(overallValue: unknown, recentValue: unknown): RatingDisplay {
  const overall = parseRating(overallValue);
  const recent = parseRating(recentValue);
  if (overall <= 0) return { state: 'none' };
  if (recent > 0 && formatRating(recent) !== formatRating(overall)) {
    return { state: 'both', overall, recent };
  }
  return { state: 'overall', overall };
}

export type StarFill = 'full' | 'half' | 'empty';

/** Five stars for a value: full stars, a half star for a fraction of at least .25 (or a whole one from .75), then empty. */
export function starFills(value: number, max = RATING_MAX): StarFill[] {
  const rounded = Math.round(Math.min(Math.max(value, 0), max) * 2) / 2;
  return Array.from({ length: max }, (_, index) => {
    if (rounded >= index + 1) return 'full';
    if (rounded >= index + 0.5) return 'half';
    return 'empty';
  });
}
