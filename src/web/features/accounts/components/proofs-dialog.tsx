import { ShieldCheck } from 'lucide-react';
import { countOf } from '@shared/plural';
import type { SocialAccount } from '@shared/schemas/people';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { useProofs } from '../api/get-proofs';
import { AddProofForm } from './add-proof-form';
import { ProofItem } from './proof-item';
import { SignInPrompt } from './sign-in-prompt';

type ProvenAccount = Pick<SocialAccount, 'id' | 'username' | 'platform' | 'verification'>;

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
  const count = account.verification.proofs.length;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <ShieldCheck className="size-4" aria-hidden="true" />
          Proofs
          <span className="rounded-full bg-muted px-1.5 text-xs font-semibold tabular-nums">
            {count}
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Proofs of @{account.username}</DialogTitle>
          <DialogDescription>
            Pages anyone can check that tie this {account.platform.name} account to the person.
          </DialogDescription>
        </DialogHeader>
        <ProofsPanel account={account} onChanged={onChanged} />
      </DialogContent>
    </Dialog>
  );
}
