import { Link } from 'react-router';
import type { TrustFlag } from '@shared/schemas/trust';
import { PlatformIcon } from '@web/components/platform-icon';
import { paths } from '@web/paths';
import { AccountStatusBadge } from './account-status-badge';
import { AccountTallyDialog } from './account-tally-dialog';
import { VoteList } from './vote-list';

/** One account a flag concerns: whose it is, its state, the flagged users' votes on it. */
export function FlaggedAccount({ account }: { account: TrustFlag['accounts'][number] }) {
  const handle = `@${account.username}`;
  return (
    <li className="flex flex-col gap-2" data-testid="flagged-account">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <PlatformIcon platform={{ name: account.platform }} className="size-5" />
        <div className="min-w-0 flex-1 basis-48 text-sm">
          <p className="font-medium break-all">
            {handle}{' '}
            <span className="font-normal text-muted-foreground">on {account.platform}</span>
          </p>
          <Link to={paths.personBySlug(account.personSlug)} className="hover:underline">
            {account.personName}
          </Link>
        </div>
        <AccountStatusBadge status={account.status} />
        <AccountTallyDialog accountId={account.id} handle={handle} />
      </div>
      <VoteList votes={account.votes} label={`Flagged votes on ${handle}`} />
    </li>
  );
}
