import { countOf } from './plural';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

function unit(count: number, name: string): string {
  return `${countOf(count, name)} ago`;
}

/**
 * A past moment in words: 'just now' under a minute, then minutes, hours, days,
 * weeks (under 30 days), months and years.
 */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(date).getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < MINUTE) return 'just now';
  if (seconds < HOUR) return unit(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return unit(Math.floor(seconds / HOUR), 'hour');
  if (seconds < WEEK) return unit(Math.floor(seconds / DAY), 'day');
  if (seconds < 30 * DAY) return unit(Math.floor(seconds / WEEK), 'week');
  const months = Math.floor(seconds / (30 * DAY));
  if (months < 12) return unit(months, 'month');
  return unit(Math.floor(seconds / (365 * DAY)), 'year');
}
