const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A moment as the dashboard shows it: "12 Mar 2025, 14:05" in the reader's locale. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** A day as the dashboard shows it: "12 Mar 2025". */
export const formatDate = (iso: string) => date.format(new Date(iso));

/** A size in bytes as B, KB, MB or GB with one decimal above bytes. */
export function formatBytes(bytes: number): string {
  const units = ['KB', 'MB', 'GB', 'TB'];
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
