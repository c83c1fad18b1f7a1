import { CheckIcon, ChevronDownIcon } from '@web/components/icons';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '@web/lib/cn';

export interface LinkMenuChoice {
  label: string;
  /** The address showing this choice. */
  href: string;
}

interface LinkMenuProps {
  label: string;
  choices: LinkMenuChoice[];
  /** The choice in force (its label shows on the menu's button). */
  current: LinkMenuChoice;
  /** Menus of one group close each other: one is open at a time. */
  group: string;
  className?: string;
}

/**
 * A choice among addresses that looks like a select: a disclosure (`<details>`) whose
 * choices are links. It answers from the first paint, before the page's scripts run and
 * without them: the browser opens it and a choice loads its address. Once the page is
 * hydrated a choice moves within the app, where the page stays scrolled as it was, and the
 * menu also closes on Escape and on a click elsewhere.
 */
export function LinkMenu({ label, choices, current, group, className }: LinkMenuProps) {
  const labelId = useId();
  const menu = useRef<HTMLDetailsElement>(null);

  const close = () => {
    const details = menu.current;
    if (!details?.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };

  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const closeOutside = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    details.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      details.removeEventListener('keydown', closeOnEscape);
    };
  }, []);

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={labelId} className="text-xs font-medium text-muted-foreground">
        {label}
      </span>
      {/* The reader may open it before hydration: React need not match the server's `open`. */}
      <details
        ref={menu}
        name={group}
        aria-labelledby={labelId}
        className="group relative"
        suppressHydrationWarning
      >
        <summary className="flex h-10 w-full cursor-pointer list-none items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm whitespace-nowrap shadow-xs transition-colors group-open:border-ring focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 [&::-webkit-details-marker]:hidden">
          <span className="truncate">{current.label}</span>
          <ChevronDownIcon className="size-4 shrink-0 opacity-60 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="absolute top-full left-0 z-50 mt-1 max-h-72 w-full min-w-[8rem] animate-fade-in overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg">
          {choices.map((choice) => {
            const chosen = choice.href === current.href;
            return (
              <li key={choice.href}>
                <Link
                  to={choice.href}
                  preventScrollReset
                  onClick={close}
                  aria-current={chosen ? 'true' : undefined}
                  className="relative flex w-full items-center rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none hover:bg-muted focus-visible:bg-muted"
                >
                  {choice.label}
                  {chosen && <CheckIcon className="absolute right-2 size-4" />}
                </Link>
              </li>
            );
          })}
        </ul>
      </details>
    </div>
  );
}
