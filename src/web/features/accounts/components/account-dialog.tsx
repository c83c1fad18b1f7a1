import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import type { DeferredDialogProps } from './deferred-dialog';

/** The frame of an account card's deferred dialogs: title, description, then `children`. */
export function AccountDialog({
  title,
  description,
  className,
  open,
  onOpenChange,
  onCloseAutoFocus,
  children,
}: DeferredDialogProps & {
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
