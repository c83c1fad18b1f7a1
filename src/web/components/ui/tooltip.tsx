import type { ReactNode } from 'react';
import { lazyPart } from '@web/lib/lazy-part';

// Radix Tooltip and its positioning code (some 25 kB) stay out of a page's first JavaScript:
// the download starts when this module is evaluated, alongside the page's data requests.
const popup = import('./tooltip-popup');
const TooltipPopup = lazyPart(async () => ({ default: (await popup).TooltipPopup }));

/**
 * A hover and focus hint for its single child, which must be able to hold a ref (a button or
 * link). Until the tooltip code has arrived the child is shown alone, at the same place and size.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <TooltipPopup content={content} fallback={children}>
      {children}
    </TooltipPopup>
  );
}
