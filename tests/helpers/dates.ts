/** A day as the site's pages write it ("Nov 27, 2026", in UTC), for expected sentences. */
export const pageDay = (date: Date = new Date()) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
