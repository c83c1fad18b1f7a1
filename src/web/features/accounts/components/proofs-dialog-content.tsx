import { countOf } from '@shared/plural';
import type { SocialAccount } from '@shared/schemas/people';
import { Spinner } from '@web/components/ui/spinner';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { useProofs } from '../api/get-proofs';
import { AddProofForm } from './add-proof-form';
import { AccountDialog } from './account-dialog';
import type { DeferredDialogProps } from './deferred-dialog';
import { ProofItem } from './proof-item';
import { SignInPrompt } from './sign-in-prompt';

export type ProvenAccount = Pick<SocialAccount, 'id' | 'username' | 'platform' | 'verification'>;

function ProofsPanel({ account, onChanged }: { account: ProvenAccount; onChanged: () => void }) {
  const user = useStoredUser();
  const proofs = useProofs(account.id);
  const list = proofs.data ?? [];
  return (
    <div className="flex flex-col gap-5">
      <section aria-label="Proofs" className="flex flex-col">
        <h3 className="text-sm font-semibold">{countOf(list.length, 'proof')}</h3>
        {proofs.isPending ? (
          <Spinner label="Loading proofs" className="py-6" />
        ) : proofs.isError ? (
          <p className="text-sm text-destructive">{proofs.error.message}</p>
        ) : list.length === 0 ? (
          <p className="pt-1 text-sm text-muted-foreground">
            No proofs yet. A proof is something anyone can check besides the votes.
          </p>
        ) : (
          <ul className="flex flex-col divide-y">
            {list.map((proof) => (
              <ProofItem
                key={proof.id}
                proof={proof}
                canCheck={user !== null}
                onChecked={onChanged}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Attach a proof" className="flex flex-col gap-3 border-t pt-4">
        <h3 className="text-sm font-semibold">Attach a proof</h3>
        {user ? (
          <AddProofForm account={account} onAdded={onChanged} />
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
  onChanged,
  ...dialog
}: { account: ProvenAccount; onChanged: () => void } & DeferredDialogProps) {
  return (
    <AccountDialog
      title={`Proofs of @${account.username}`}
      description={`Pages anyone can check that tie this ${account.platform.name} account to the person.`}
      className="max-w-xl"
      {...dialog}
    >
      <ProofsPanel account={account} onChanged={onChanged} />
    </AccountDialog>
  );
}
