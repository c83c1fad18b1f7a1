import { lazy } from 'react';
import { Button } from '@web/components/ui/button';
import { DeferredDialog } from './deferred-dialog';
import type { PersonAccount } from './add-proof-form';
import type { ProvenAccount } from './proofs-dialog-content';
import { ShieldCheckIcon } from './icons';

const ProofsDialogContent = lazy(async () => ({
  default: (await import('./proofs-dialog-content')).ProofsDialogContent,
}));

/**
 * 'Proofs' on an account card, with how many it has: a dialog listing each proof with its
 * state and latest checks, and the form to attach one (`personAccounts`, the person's
 * accounts, are what another account's link can come from). `onChanged` refreshes the
 * person shown (the card's sentence and badge follow the proofs).
 */
export function ProofsDialog({
  account,
  personAccounts,
  onChanged,
}: {
  account: ProvenAccount;
  personAccounts: PersonAccount[];
  onChanged: () => void;
}) {
  return (
    <DeferredDialog
      address={`proofs-${account.id}`}
      trigger={
        <Button variant="outline" size="sm">
          <ShieldCheckIcon className="size-4" />
          Proofs
          <span className="rounded-full bg-muted px-1.5 text-xs font-semibold tabular-nums">
            {account.verification.proofCount}
          </span>
        </Button>
      }
    >
      {(dialog) => (
        <ProofsDialogContent
          account={account}
          personAccounts={personAccounts}
          onChanged={onChanged}
          {...dialog}
        />
      )}
    </DeferredDialog>
  );
}
