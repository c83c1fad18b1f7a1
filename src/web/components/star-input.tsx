import { Star } from 'lucide-react';
import { useState } from 'react';
import { countOf } from '@shared/plural';
import { RATING_MAX } from '@shared/constants';
import { cn } from '@web/lib/cn';
import { useAwaitingSession } from '@web/lib/page-context';

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/** Five clickable stars (the account and comment ratings): the chosen value filled, hovering previews another. */
export function StarInput({
  value,
  onChange,
  disabled,
  label,
  size = 'md',
}: {
  value: number | null;
  onChange: (rating: number) => void;
  disabled?: boolean;
  label: string;
  size?: 'sm' | 'md';
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  // A rating is an API call: a signed-in reader's tap before the scripts that send it arrive
  // would be lost, so the stars wait, shown busy, as the vote buttons do.
  const awaitingSession = useAwaitingSession();
  const shown = hovered ?? value ?? 0;
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex items-center"
      onMouseLeave={() => setHovered(null)}
    >
      {STARS.map((star) => (
        <button
          key={star}
          type="button"
          disabled={disabled || awaitingSession}
          aria-busy={awaitingSession || undefined}
          aria-label={`Rate ${countOf(star, 'star')}`}
          aria-pressed={value === star}
          onMouseEnter={() => setHovered(star)}
          onFocus={() => setHovered(star)}
          onBlur={() => setHovered(null)}
          onClick={() => onChange(star)}
          className={cn(
            // Every star at least 24 px square, a finger's target (WCAG 2.5.8).
            size === 'sm' ? 'p-1' : 'p-0.5',
            'rounded-sm transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50',
          )}
        >
          <Star
            className={cn(
              size === 'sm' ? 'size-4' : 'size-5',
              'transition-colors',
              star <= shown ? 'text-star' : 'text-muted-foreground/35',
            )}
            fill="currentColor"
            strokeWidth={0}
            aria-hidden="true"
          />
        </button>
      ))}
    </div>
  );
}
