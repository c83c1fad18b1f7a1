import {
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ButtonProps } from '@web/components/ui/button';

/** What a deferred dialog is rendered with: its open state, and focus back on the trigger. */
export interface DeferredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** For DialogContent: Radix gives focus back only to its own Trigger, and this one is not. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * A button that opens a dialog whose code (Radix Dialog, the forms and lists inside) is loaded
 * by `children`, a lazy component, on the first click: an account card shows up to four such
 * buttons, and most visitors open none of them.
 *
 * The button is a link to the dialog's own address, `#{address}`, and a page opened at that
 * address opens the dialog: a tap before the page's scripts have run is not lost (the browser
 * moves to the address, and the dialog opens when they run), and the address can be shared.
 */
export function DeferredDialog({
  address,
  trigger,
  children,
}: {
  /** The fragment naming the dialog (unique on the page), without '#'. */
  address: string;
  /** The button's look and content (a Button element). */
  trigger: ReactElement<ButtonProps>;
  children: (dialog: DeferredDialogProps) => ReactNode;
}) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const link = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  // Set on the first opening, which loads the dialog; focus goes back to it on every close.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const atAddress = hash === `#${address}`;

  const show = (element: HTMLElement) => {
    setOpener(element);
    setOpen(true);
  };

  useEffect(() => {
    if (atAddress && link.current) show(link.current);
  }, [atAddress]);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    // Closed, the page's address no longer names the dialog (a reload would open it again).
    if (!next && atAddress) {
      void navigate({ pathname, search }, { replace: true, preventScrollReset: true });
    }
  };

  return (
    <>
      {cloneElement(trigger, {
        asChild: true,
        children: (
          <a
            ref={link}
            href={`#${address}`}
            role="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={(event) => {
              event.preventDefault();
              show(event.currentTarget);
            }}
            // Space presses a button; a link only answers Enter by itself.
            onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
              if (event.key !== ' ') return;
              event.preventDefault();
              show(event.currentTarget);
            }}
          >
            {trigger.props.children}
          </a>
        ),
      })}
      {opener && (
        <Suspense fallback={null}>
          {children({
            open,
            onOpenChange: changeOpen,
            onCloseAutoFocus: (event) => {
              event.preventDefault();
              opener.focus();
            },
          })}
        </Suspense>
      )}
    </>
  );
}
