import { useState } from 'react';
import { z } from 'zod';
import { toast } from '@web/lib/toast';
import { findKnownPlatform } from '@shared/platforms';
import type { ProofKind } from '@shared/proofs';
import type { SocialAccount } from '@shared/schemas/people';
import { proofInputSchema } from '@shared/schemas/proofs';
import { CopyButton } from '@web/components/copy-button';
import { Button } from '@web/components/ui/button';
import { Form, setServerErrors, SubmitButton, TextField } from '@web/components/ui/form';
import { SelectField } from '@web/components/ui/select-field';
import { ApiError } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/error-message';
import { cn } from '@web/lib/cn';
import { useAddProof } from '../api/add-proof';
import { proofKindTitle } from '../proof-words';

/** What each kind means, in one line under its name. */
const KIND_MEANINGS: Record<ProofKind, string> = {
  backlink: 'Your profile links to this person’s page here with rel="me"',
  bio_token: 'Put this text in your bio',
  official_site: 'A page on the person’s official website links to this account',
  cross_link: 'Another verified account of this person links to this one from its profile',
  reference: 'A source people can read: a news article, an official register',
};

/** The kinds read from the account's own page, offered only where the platform serves one. */
const PAGE_KINDS: ProofKind[] = ['backlink', 'bio_token'];
const ADDRESS_KINDS: ProofKind[] = ['official_site', 'reference'];

const needsAddress = (kind: ProofKind) => ADDRESS_KINDS.includes(kind);

const addProofFormSchema = z
  .object({ kind: proofInputSchema.shape.kind, url: z.string().trim(), fromAccountId: z.string() })
  .refine((values) => !needsAddress(values.kind) || values.url !== '', {
    path: ['url'],
    error: 'Give the address of the page',
  })
  .refine((values) => values.kind !== 'cross_link' || values.fromAccountId !== '', {
    path: ['fromAccountId'],
    error: 'Choose the account that links here',
  });

interface ProvenAccount {
  id: number;
  platform: { name: string };
}

/** One of the person's accounts, as the form weighs it as a source of a link. */
export type PersonAccount = Pick<
  SocialAccount,
  'id' | 'username' | 'platform' | 'isVerified' | 'isDeleted'
>;

const servesProfilePages = ({ platform }: Pick<ProvenAccount, 'platform'>) =>
  findKnownPlatform(platform.name)?.servesProfilePages ?? false;

/**
 * The accounts a link from another account can come from, as the server accepts them: the
 * person's other verified accounts on a platform whose profile page can be read.
 */
const linkingAccountsOf = (account: ProvenAccount, personAccounts: PersonAccount[]) =>
  personAccounts.filter(
    (other) =>
      other.id !== account.id && other.isVerified && !other.isDeleted && servesProfilePages(other),
  );

/** The text to put in the bio after a bio token is attached, with a copy button. */
function BioToken({ token, platformName }: { token: string; platformName: string }) {
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border bg-muted/60 p-3 text-sm">
      <p>
        Put this text in the bio of the {platformName} account, then ask for a check. It is read
        from the account’s public page.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          className="rounded bg-background px-2 py-1 font-mono text-xs break-all"
          data-testid="bio-token"
        >
          {token}
        </code>
        <CopyButton text={token} what="bio token" />
      </div>
    </div>
  );
}

/**
 * 'Attach a proof' in the proofs dialog, for a signed-in user: the kind (backlink and bio token
 * only when the account's platform serves profile pages, a link from another account only
 * when the person has one that can give it) and, for an official site or a reference, the
 * address; for a link, the account it comes from. The server decides who may attach; its
 * refusal is shown as said.
 */
export function AddProofForm({
  account,
  personAccounts,
  onAdded,
}: {
  account: ProvenAccount;
  personAccounts: PersonAccount[];
  onAdded: () => void;
}) {
  const addProof = useAddProof();
  const [token, setToken] = useState<string | null>(null);
  const linkingAccounts = linkingAccountsOf(account, personAccounts);
  const kinds: ProofKind[] = [
    ...(servesProfilePages(account) ? PAGE_KINDS : []),
    'official_site',
    ...(linkingAccounts.length > 0 ? (['cross_link'] as const) : []),
    'reference',
  ];
  const linkingOptions = linkingAccounts.map((other) => ({
    value: String(other.id),
    label: `${other.platform.name} · @${other.username}`,
  }));

  // The text to copy takes the form's place, where the user is looking, until they want another.
  if (token) {
    return (
      <div className="flex flex-col gap-3">
        <BioToken token={token} platformName={account.platform.name} />
        <Button variant="outline" size="sm" className="self-start" onClick={() => setToken(null)}>
          Attach another proof
        </Button>
      </div>
    );
  }

  return (
    <Form
      schema={addProofFormSchema}
      defaultValues={{ kind: kinds[0], url: '', fromAccountId: linkingOptions[0]?.value ?? '' }}
      aria-label="Attach a proof"
      className="gap-3"
      onSubmit={async (values, form) => {
        try {
          const proof = await addProof.mutateAsync({
            accountId: account.id,
            kind: values.kind,
            url: needsAddress(values.kind) ? values.url : undefined,
            fromAccountId: values.kind === 'cross_link' ? Number(values.fromAccountId) : undefined,
          });
          setToken(proof.token);
          form.reset({ ...values, url: '' });
          if (proof.suggested) {
            toast.success('Proof suggested', {
              description:
                'It goes to the administrators; it shows on the account once they accept it.',
            });
          } else toast.success('Proof attached');
          onAdded();
        } catch (error) {
          if (error instanceof ApiError) setServerErrors(form, error.errors);
          toast.error('Could not attach the proof', {
            description: errorMessage(error, 'Please make sure you are logged in.'),
          });
        }
      }}
    >
      {(form) => {
        const kind = form.watch('kind');
        return (
          <>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Kind of proof</legend>
              {kinds.map((option) => (
                <label
                  key={option}
                  className={cn(
                    'flex cursor-pointer items-start gap-2.5 rounded-lg border p-2.5 text-sm',
                    // A ring, not a tint: the grey meaning under the name keeps its contrast.
                    option === kind && 'border-primary ring-1 ring-primary',
                  )}
                >
                  <input
                    type="radio"
                    value={option}
                    {...form.register('kind')}
                    className="mt-1 accent-primary"
                  />
                  <span className="flex flex-col">
                    <span className="font-medium">{proofKindTitle(option)}</span>
                    <span className="text-xs text-muted-foreground">{KIND_MEANINGS[option]}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {needsAddress(kind) && (
              <TextField
                control={form.control}
                name="url"
                label="Address of the page"
                type="url"
                inputMode="url"
                placeholder="https://"
              />
            )}
            {kind === 'cross_link' && (
              <SelectField
                control={form.control}
                name="fromAccountId"
                label="The account that links here"
                placeholder="Choose an account"
                options={linkingOptions}
              />
            )}
            <SubmitButton pendingLabel="Attaching…">Attach proof</SubmitButton>
          </>
        );
      }}
    </Form>
  );
}
