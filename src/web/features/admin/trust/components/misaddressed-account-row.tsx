import { shownHandle } from '@shared/account-link';
import { CircleDashed, ExternalLink, Wand2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AddressFix, MisaddressedAccount } from '@shared/schemas/admin';
import { PlatformIcon } from '@web/components/platform-icon';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/paths';
import { AccountStatusBadge } from './account-status-badge';

interface MisaddressedAccountRowProps {
  account: MisaddressedAccount;
  busy: boolean;
  onFix: (action: AddressFix) => void;
}

function Address({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-all">{children}</dd>
    </div>
  );
}

/**
 * One misaddressed account: whose it is, its state, the url kept from before the rule
 * (shown as text: nobody checked where it leads) and the profile address its platform and
 * username make, with Normalise and, for a verified one, Unverify.
 */
export function MisaddressedAccountRow({ account, busy, onFix }: MisaddressedAccountRowProps) {
  const handle = shownHandle(account.username);
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      data-testid="misaddressed-account"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <PlatformIcon platform={{ name: account.platform }} className="size-5" />
        <div className="min-w-0 flex-1 basis-48 text-sm">
          <p className="font-medium">
            <span className="break-all">{handle}</span>{' '}
            <span className="font-normal text-muted-foreground">on {account.platform}</span>
          </p>
          <Link to={paths.person({ id: account.personId })} className="hover:underline">
            {account.personName}
          </Link>
        </div>
        <AccountStatusBadge status={account.status} />
      </div>
      <dl className="grid gap-2 sm:grid-cols-2">
        <Address label="Kept url">
          <span className="font-mono text-xs">{account.keptUrl}</span>
        </Address>
        <Address label="Profile address">
          <a
            href={account.profileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-start gap-1 font-mono text-xs text-primary hover:underline"
          >
            {account.profileUrl}
            <ExternalLink className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
          </a>
        </Address>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          onClick={() => onFix('normalise')}
          aria-label={`Normalise the address of ${handle}`}
        >
          <Wand2 className="size-4" aria-hidden="true" />
          Normalise
        </Button>
        {account.status === 'verified' && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onFix('unverify')}
            aria-label={`Unverify ${handle} and normalise its address`}
          >
            <CircleDashed className="size-4" aria-hidden="true" />
            Unverify
          </Button>
        )}
      </div>
    </li>
  );
}
