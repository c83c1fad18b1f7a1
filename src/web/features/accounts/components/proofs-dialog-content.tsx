import { useState } from 'react';
import { countOf } from '@shared/plural';
import type { SocialAccount } from '@shared/schemas/people';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { PROOFS_PAGE_SIZE, useProofsPage } from '../api/get-proofs';
import { AddProofForm, type PersonAccount } from './add-proof-form';
import { AccountDialog } from './account-dialog';
import type { DeferredDialogProps } from './deferred-dialog';
import { ProofItem } from './proof-item';
import { SignInPrompt } from './sign-in-prompt';

export type ProvenAccount = Pick<SocialAccount, 'id' | 'username' | 'platform' | 'verification'>;

interface ProofsPanelProps {
  account: ProvenAccount;
  personAccounts: PersonAccount[];
  onChanged: () => void;
}

/** One page of proofs, its items straight in the dialog's list (the first is loaded already). */
function ProofPage({
  accountId,
  page,
  canCheck,
  onChecked,
}: {
  accountId: number;
  page: number;
  canCheck: boolean;
  onChecked: () => void;
}) {
  const proofs = useProofsPage(accountId, page);
  if (proofs.isPending) {
    return (
      <li>
        <Spinner label="Loading proofs" className="py-6" />
      </li>
    );
  }
  if (proofs.isError) {
    return <li className="py-3 text-sm text-destructive">{proofs.error.message}</li>;
  }
  return proofs.data.map((proof) => (
    <ProofItem key={proof.id} proof={proof} canCheck={canCheck} onChecked={onChecked} />
  ));
}

function ProofsPanel({ account, personAccounts, onChanged }: ProofsPanelProps) {
  const user = useStoredUser();
  const { proofCount } = account.verification;
  // The first page decides between the list and "No proofs yet", so a proof just attached
  // shows as soon as it is listed, before the account's count catches up.
  const firstPage = useProofsPage(account.id, 1);
  const [shownPages, setShownPages] = useState(1);
  const left = proofCount - shownPages * PROOFS_PAGE_SIZE;
  return (
    <div className="flex flex-col gap-5">
      <section aria-label="Proofs" className="flex flex-col">
        <h3 className="text-sm font-semibold">{countOf(proofCount, 'proof')}</h3>
        {firstPage.isPending ? (
          <Spinner label="Loading proofs" className="py-6" />
        ) : firstPage.isError ? (
          <p className="text-sm text-destructive">{firstPage.error.message}</p>
        ) : firstPage.data.length === 0 ? (
          <p className="pt-1 text-sm text-muted-foreground">
            No proofs yet. A proof is something anyone can check besides the votes.
          </p>
        ) : (
          <ul className="flex flex-col divide-y">
            {Array.from({ length: shownPages }, (_, index) => (
              <ProofPage
                key={index + 1}
                accountId={account.id}
                page={index + 1}
                canCheck={user !== null}
                onChecked={onChanged}
              />
            ))}
          </ul>
        )}
        {left > 0 && (
          <Button
            variant="outline"
            size="sm"
            className="mt-2 self-center"
            onClick={() => setShownPages(shownPages + 1)}
          >
            Show more ({left} left)
          </Button>
        )}
      </section>
      <section aria-label="Attach a proof" className="flex flex-col gap-3 border-t pt-4">
        <h3 className="text-sm font-semibold">Attach a proof</h3>
        {user ? (
          <AddProofForm account={account} personAccounts={personAccounts} onAdded={onChanged} />
        ) : (
          <SignInPrompt action="attach a proof" />
        )}
      </section>
    </div>
  );
}

/** The proofs dialog of an account (ProofsDialog loads it when first opened). */
export function ProofsDialogContent({
  account,
  personAccounts,
  onChanged,
  ...dialog
}: ProofsPanelProps & DeferredDialogProps) {
  return (
    <AccountDialog
      title={`Proofs of @${account.username}`}
      description={`Pages anyone can check that tie this ${account.platform.name} account to the person.`}
      className="max-w-xl"
      {...dialog}
    >
      <ProofsPanel account={account} personAccounts={personAccounts} onChanged={onChanged} />
    </AccountDialog>
  );
}
