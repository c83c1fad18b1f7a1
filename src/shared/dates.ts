import { countOf } from './plural';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

// Days and moments on profiles are in one fixed locale and time zone (UTC), like the rest of
// the site's text, so a page the server renders reads the same once the browser hydrates it;
// the admin dashboard, the session panels and a comment's exact time (on hover) are in the
// reader's own locale.
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const MOMENT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
const LOCAL_DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const LOCAL_MOMENT = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The date in `value` written by `write`, or '' for a value that is not a date. */
function written(value: Date | string, write: (date: Date) => string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : write(date);
}

/** A day as 'May 13, 2025' (in UTC). */
export const formatDay = (value: Date | string) => written(value, (date) => DAY.format(date));

/** A moment as 'May 13, 2025, 4:05 PM UTC'. */
export const formatMoment = (value: Date | string) => written(value, (date) => MOMENT.format(date));

/** A day in the reader's locale: 'May 13, 2025' in American English, '13 May 2025' in British. */
export const formatLocalDay = (value: Date | string) =>
  written(value, (date) => LOCAL_DAY.format(date));

/** A moment in the reader's locale: 'May 13, 2025, 4:05 PM' in American English. */
export const formatLocalMoment = (value: Date | string) =>
  written(value, (date) => LOCAL_MOMENT.format(date));

/** A moment to the second in the reader's locale: '5/13/2025, 4:05:09 PM' in American English. */
export const formatLocalTimestamp = (value: Date | string) =>
  written(value, (date) => date.toLocaleString());

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY_SECONDS = 24 * HOUR;
const WEEK = 7 * DAY_SECONDS;

const ago = (count: number, unit: string) => `${countOf(count, unit)} ago`;

/** How a past moment is told once a minute old: under `below` seconds old, in whole `size`s. */
const RELATIVE_STEPS = [
  { below: HOUR, size: MINUTE, unit: 'minute' },
  { below: DAY_SECONDS, size: HOUR, unit: 'hour' },
  { below: WEEK, size: DAY_SECONDS, unit: 'day' },
  { below: 30 * DAY_SECONDS, size: WEEK, unit: 'week' },
  { below: 12 * 30 * DAY_SECONDS, size: 30 * DAY_SECONDS, unit: 'month' },
  { below: Infinity, size: 365 * DAY_SECONDS, unit: 'year' },
] as const;

const secondsBetween = (date: Date | string, now: Date) =>
  Math.floor((now.getTime() - new Date(date).getTime()) / 1000);

/**
 * A past moment in words: 'just now' under a minute, then minutes, hours, days,
 * weeks (under 30 days), months and years.
 */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const seconds = secondsBetween(date, now);
  if (!Number.isFinite(seconds) || seconds < MINUTE) return 'just now';
  const step = RELATIVE_STEPS.find(({ below }) => seconds < below)!;
  return ago(Math.floor(seconds / step.size), step.unit);
}

/**
 * When relativeTime(date) next reads differently than it does at `now` (what it says is
 * kept until then); null for a value that is not a date.
 */
export function relativeTimeChangesAt(date: Date | string, now: Date = new Date()): Date | null {
  const seconds = secondsBetween(date, now);
  if (!Number.isFinite(seconds)) return null;
  const from = new Date(date).getTime();
  if (seconds < MINUTE) return new Date(from + MINUTE * 1000);
  const step = RELATIVE_STEPS.find(({ below }) => seconds < below)!;
  const next = Math.min((Math.floor(seconds / step.size) + 1) * step.size, step.below);
  return new Date(from + next * 1000);
}
