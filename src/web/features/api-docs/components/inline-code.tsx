import type { ReactNode } from 'react';

/** A name, path or value from the API, set in monospace. */
export function InlineCode({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.8125rem] break-words">
      {children}
    </code>
  );
}
