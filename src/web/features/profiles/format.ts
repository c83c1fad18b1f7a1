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

/**
 * Up to two letters for a username's avatar: the first letters of its first two words
 * ('jane.doe42' gives 'JD'), else its first letter.
 */
export function usernameInitials(username: string): { first: string; second?: string } {
  const words = username.split(/[^\p{L}\p{N}]+|(?<=\p{L})(?=\p{N})/u).filter(Boolean);
  const letters = words.filter((word) => /^\p{L}/u.test(word));
  if (letters.length >= 2) return { first: letters[0] ?? '', second: letters[1] };
  return { first: letters[0] ?? words[0] ?? username };
}
