import {
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from 'react';

/** What a deferred dialog is drawn with: its open state, and focus back on the trigger. */
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
 */
export function DeferredDialog({
  trigger,
  children,
}: {
  trigger: ReactElement<{
    onClick?: (event: MouseEvent<HTMLElement>) => void;
    'aria-haspopup'?: 'dialog';
    'aria-expanded'?: boolean;
  }>;
  children: (dialog: DeferredDialogProps) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // Set on the first click, which loads the dialog; focus goes back to it on every close.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      {cloneElement(trigger, {
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: (event) => {
          setOpener(event.currentTarget);
          setOpen(true);
        },
      })}
      {opener && (
        <Suspense fallback={null}>
          {children({
            open,
            onOpenChange: setOpen,
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
