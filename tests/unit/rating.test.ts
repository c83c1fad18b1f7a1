import { describe, expect, it } from 'vitest';
import { formatRating, parseRating, ratingDisplay, starFills } from '../../src/shared/rating';

describe('parseRating', () => {
  it('reads numbers and numeric strings, and counts anything else as 0', () => {
    expect(parseRating(4.5)).toBe(4.5);
    expect(parseRating('3.25')).toBe(3.25);
    expect(parseRating(null)).toBe(0);
    expect(parseRating('abc')).toBe(0);
    expect(parseRating(undefined)).toBe(0);
  });
});

describe('ratingDisplay', () => {
  it('has no rating when the overall average is missing or zero', () => {
    expect(ratingDisplay(null, null)).toEqual({ state: 'none' });
    expect(ratingDisplay('0', 4)).toEqual({ state: 'none' });
  });
  it('shows the overall value alone when the 30-day value is zero, missing or the same', () => {
    expect(ratingDisplay(4.2, null)).toEqual({ state: 'overall', overall: 4.2 });
    expect(ratingDisplay(4.2, 0)).toEqual({ state: 'overall', overall: 4.2 });
    expect(ratingDisplay('4.2', '4.21')).toEqual({ state: 'overall', overall: 4.2 });
  });
  it('shows both when the 30-day value differs', () => {
    expect(ratingDisplay('3.8', 4.667)).toEqual({ state: 'both', overall: 3.8, recent: 4.667 });
  });
});

describe('starFills and formatRating', () => {
  it('fills whole stars, a half star for a fraction, then empty ones', () => {
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(2.2)).toEqual(['full', 'full', 'empty', 'empty', 'empty']);
  });
  it('shows one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.667)).toBe('4.7');
  });
});
