import { lazy } from 'react';
import { Button } from '@web/components/ui/button';
import { DeferredDialog } from './deferred-dialog';
import type { ProvenAccount } from './proofs-dialog-content';
import { ShieldCheckIcon } from './icons';

const ProofsDialogContent = lazy(async () => ({
  default: (await import('./proofs-dialog-content')).ProofsDialogContent,
}));

/**
 * 'Proofs' on an account card, with how many it has: a dialog listing each proof with its
 * state and latest checks, and the form to attach one. `onChanged` refreshes the person shown
 * (the card's sentence and badge follow the proofs).
 */
export function ProofsDialog({
  account,
  onChanged,
}: {
  account: ProvenAccount;
  onChanged: () => void;
}) {
  return (
    <DeferredDialog
      trigger={
        <Button variant="outline" size="sm">
          <ShieldCheckIcon className="size-4" />
          Proofs
          <span className="rounded-full bg-muted px-1.5 text-xs font-semibold tabular-nums">
            {account.verification.proofs.length}
          </span>
        </Button>
      }
    >
      {(dialog) => <ProofsDialogContent account={account} onChanged={onChanged} {...dialog} />}
    </DeferredDialog>
  );
}
