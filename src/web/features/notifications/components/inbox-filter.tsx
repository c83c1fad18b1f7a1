import { cn } from '@web/lib/cn';

const CHOICES = [
  { unreadOnly: false, label: 'All' },
  { unreadOnly: true, label: 'Unread' },
];

/** All or Unread, as two pressed-or-not buttons above the inbox. */
export function InboxFilter({
  unreadOnly,
  onChange,
}: {
  unreadOnly: boolean;
  onChange: (unreadOnly: boolean) => void;
}) {
  return (
    <div role="group" aria-label="Show" className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1">
      {CHOICES.map((choice) => {
        const pressed = choice.unreadOnly === unreadOnly;
        return (
          <button
            key={choice.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(choice.unreadOnly)}
            className={cn(
              'rounded-md px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              pressed
                ? 'bg-card text-foreground shadow-sm'
                : 'text-foreground/65 hover:text-foreground',
            )}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
