import { shownHandle } from '@shared/account-link';
import type { TrustFlag } from '@shared/schemas/trust';
import { AccountIdentity } from './account-identity';
import { AccountStatusBadge } from './account-status-badge';
import { AccountTallyDialog } from './account-tally-dialog';
import { VoteList } from './vote-list';

/** One account a flag concerns: whose it is, its state, the flagged users' votes on it. */
export function FlaggedAccount({ account }: { account: TrustFlag['accounts'][number] }) {
  const handle = shownHandle(account.username);
  return (
    <li className="flex flex-col gap-2" data-testid="flagged-account">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <AccountIdentity
          platform={account.platform}
          handle={handle}
          person={{ name: account.personName, slug: account.personSlug }}
        />
        <AccountStatusBadge status={account.status} />
        <AccountTallyDialog accountId={account.id} handle={handle} />
      </div>
      <VoteList votes={account.votes} label={`Flagged votes on ${handle}`} />
    </li>
  );
}
