import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** The frame of one item in an activity list: main content on the left, a badge or stars on the right. */
export function ActivityCard({
  children,
  aside,
  footer,
  className,
  testId,
}: {
  children: ReactNode;
  aside?: ReactNode;
  footer?: ReactNode;
  className?: string;
  testId: string;
}) {
  return (
    <li
      className={cn('flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs', className)}
      data-testid={testId}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">{children}</div>
        {aside && <div className="shrink-0">{aside}</div>}
      </div>
      {footer && (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">{footer}</div>
      )}
    </li>
  );
}
