import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatLocalDay,
  formatLocalMoment,
  formatLocalTimestamp,
  formatMoment,
  relativeTime,
  relativeTimeChangesAt,
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

describe('relativeTimeChangesAt', () => {
  it.each([
    [0, 60],
    [59, 60],
    [60, 120],
    [45 * 60 + 30, 46 * 60],
    [59 * 60, 3600],
    [5 * 3600 + 10, 6 * 3600],
    [23 * 3600, 86400],
    [6 * 86400, 7 * 86400],
    [8 * 86400, 14 * 86400],
    [29 * 86400, 30 * 86400],
    [30 * 86400, 60 * 86400],
    [340 * 86400, 360 * 86400],
    [800 * 86400, 1095 * 86400],
  ])('a moment %i seconds old next reads differently at %i seconds old', (age, changesAt) => {
    const date = secondsAgo(age);
    const changed = relativeTimeChangesAt(date, now)!;
    expect((changed.getTime() - date.getTime()) / 1000).toBe(changesAt);
    expect(relativeTime(date, new Date(changed.getTime() - 1000))).toBe(relativeTime(date, now));
    expect(relativeTime(date, changed)).not.toBe(relativeTime(date, now));
  });

  it('has no change for a value that is not a date', () => {
    expect(relativeTimeChangesAt('not a date', now)).toBeNull();
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
