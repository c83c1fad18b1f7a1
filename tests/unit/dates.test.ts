import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatLocalDay,
  formatLocalMoment,
  formatLocalTimestamp,
  formatMoment,
  relativeTime,
} from '../../src/shared/dates';

const now = new Date('2026-06-01T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [45 * 60, '45 minutes ago'],
    [3600, '1 hour ago'],
    [5 * 3600, '5 hours ago'],
    [86400, '1 day ago'],
    [6 * 86400, '6 days ago'],
    [7 * 86400, '1 week ago'],
    [29 * 86400, '4 weeks ago'],
    [30 * 86400, '1 month ago'],
    [200 * 86400, '6 months ago'],
    [400 * 86400, '1 year ago'],
    [800 * 86400, '2 years ago'],
  ])('%i seconds ago reads %s', (seconds, expected) => {
    expect(relativeTime(secondsAgo(seconds), now)).toBe(expected);
  });

  it('accepts ISO strings and treats future or invalid times as just now', () => {
    expect(relativeTime('2026-06-01T11:00:00Z', now)).toBe('1 hour ago');
    expect(relativeTime('2026-06-02T11:00:00Z', now)).toBe('just now');
    expect(relativeTime('not a date', now)).toBe('just now');
  });
});

// Built from local fields, so the texts below hold in every time zone the tests run in.
const afternoon = new Date(2025, 4, 13, 16, 5, 9);

describe('dates shown to visitors', () => {
  it("writes a day and a moment in American English, in UTC whatever the reader's time zone", () => {
    const lateEvening = '2025-05-13T23:30:00Z';
    expect(formatDay(lateEvening)).toBe('May 13, 2025');
    expect(formatMoment(lateEvening)).toBe('May 13, 2025, 11:30 PM UTC');
    expect(formatDay(new Date(lateEvening))).toBe('May 13, 2025');
  });
});

describe("dates in the reader's locale", () => {
  it('writes a day and a moment as the browser does for that locale', () => {
    expect(formatLocalDay(afternoon)).toBe(
      afternoon.toLocaleDateString(undefined, { dateStyle: 'medium' }),
    );
    expect(formatLocalMoment(afternoon.toISOString())).toBe(
      afternoon.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(formatLocalTimestamp(afternoon.toISOString())).toBe(afternoon.toLocaleString());
  });
});

describe('a value that is not a date', () => {
  it('is written as nothing', () => {
    for (const format of [
      formatDay,
      formatMoment,
      formatLocalDay,
      formatLocalMoment,
      formatLocalTimestamp,
    ]) {
      expect(format('not a date')).toBe('');
    }
  });
});
