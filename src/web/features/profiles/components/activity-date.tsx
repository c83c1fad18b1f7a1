import { formatDay, formatMoment } from '@shared/dates';

/** When something happened, as a day, with the exact time on hover. */
export function ActivityDate({ value, label }: { value: string; label?: string }) {
  return (
    <time dateTime={value} title={formatMoment(value)} className="text-xs text-muted-foreground">
      {label ? `${label} ` : ''}
      {formatDay(value)}
    </time>
  );
}
