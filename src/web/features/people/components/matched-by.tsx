import { cn } from '@web/lib/cn';

/** Why a person matched the search when it was not their name: an alias, a handle. */
export function MatchedBy({
  matchedBy,
  className,
}: {
  matchedBy?: string | null;
  className?: string;
}) {
  if (!matchedBy) return null;
  return (
    <span className={cn('block truncate text-xs text-muted-foreground', className)}>
      Matched {matchedBy}
    </span>
  );
}
