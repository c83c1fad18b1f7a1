import { countOf } from './plural';

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

/**
 * A past moment in words: 'just now' under a minute, then minutes, hours, days,
 * weeks (under 30 days), months and years.
 */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(date).getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < MINUTE) return 'just now';
  if (seconds < HOUR) return ago(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY_SECONDS) return ago(Math.floor(seconds / HOUR), 'hour');
  if (seconds < WEEK) return ago(Math.floor(seconds / DAY_SECONDS), 'day');
  if (seconds < 30 * DAY_SECONDS) return ago(Math.floor(seconds / WEEK), 'week');
  const months = Math.floor(seconds / (30 * DAY_SECONDS));
  if (months < 12) return ago(months, 'month');
  return ago(Math.floor(seconds / (365 * DAY_SECONDS)), 'year');
}
