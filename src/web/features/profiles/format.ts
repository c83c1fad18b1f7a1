const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A day as 'May 13, 2025' ('' for a value that is not a date). */
export function formatDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

/** A moment as 'May 13, 2025, 4:05 PM', for tooltips. */
export function formatMoment(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}
