import { type ReactNode, useState } from 'react';
import { PENDING_ACCOUNTS_PAGE_SIZE } from '@shared/constants';
import type { SocialAccount } from '@shared/schemas/people';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { usePendingAccountsPage } from '../api/get-pending-accounts';
import { AccountCard } from './account-card';
import { ACCOUNT_GRID } from './account-section';

interface MorePendingAccountsProps {
  personId: number;
  /** How many pending accounts the person has; their page holds the first page of them. */
  total: number;
  renderActions?: (account: SocialAccount) => ReactNode;
}

function PendingAccountsPage({
  personId,
  page,
  renderActions,
}: Omit<MorePendingAccountsProps, 'total'> & { page: number }) {
  const query = usePendingAccountsPage(personId, page);
  if (query.isPending) return <Spinner label="Loading pending accounts" className="py-6" />;
  if (query.isError) return <p className="text-sm text-destructive">{query.error.message}</p>;
  return (
    <div className={ACCOUNT_GRID}>
      {query.data.accounts.map((account) => (
        <AccountCard key={account.id} account={account} actions={renderActions?.(account)} />
      ))}
    </div>
  );
}

/**
 * The pending accounts past the first page, a page more at each "Show more": however many
 * are proposed, the person page starts with one page of them.
 */
export function MorePendingAccounts({ personId, total, renderActions }: MorePendingAccountsProps) {
  const [shownPages, setShownPages] = useState(1);
  const left = Math.max(0, total - shownPages * PENDING_ACCOUNTS_PAGE_SIZE);
  return (
    <>
      {Array.from({ length: shownPages - 1 }, (_, index) => (
        <PendingAccountsPage
          key={index + 2}
          personId={personId}
          page={index + 2}
          renderActions={renderActions}
        />
      ))}
      {left > 0 && (
        <Button
          variant="outline"
          size="sm"
          className="self-center"
          onClick={() => setShownPages(shownPages + 1)}
        >
          Show more ({left} left)
        </Button>
      )}
    </>
  );
}
