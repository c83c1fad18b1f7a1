import type { ReactNode } from 'react';
import type { SocialAccount } from '@shared/schemas/people';
import { AccountCard } from './account-card';

/** The account cards' grid, shared by the lists that add cards of their own below. */
export const ACCOUNT_GRID = 'grid grid-cols-1 gap-4 lg:grid-cols-2';

interface AccountSectionProps {
  title: string;
  description: string;
  icon: ReactNode;
  accounts: SocialAccount[];
  /** How many the list has in all, when `accounts` is its first page. */
  total?: number;
  emptyText: string;
  renderActions?: (account: SocialAccount) => ReactNode;
  /** Under the cards: the way to the rest of the list. */
  children?: ReactNode;
}

/** A titled list of account cards (verified, or pending verification). */
export function AccountSection({
  title,
  description,
  icon,
  accounts,
  total = accounts.length,
  emptyText,
  renderActions,
  children,
}: AccountSectionProps) {
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <span className="mt-0.5">{icon}</span>
        <div>
          <h2 className="text-xl font-semibold tracking-tight">
            {title} <span className="text-base font-normal text-muted-foreground">({total})</span>
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      {accounts.length > 0 ? (
        <div className={ACCOUNT_GRID}>
          {accounts.map((account) => (
            <AccountCard key={account.id} account={account} actions={renderActions?.(account)} />
          ))}
        </div>
      ) : (
        <p className="rounded-xl border border-dashed bg-card px-4 py-8 text-center text-sm text-muted-foreground">
          {emptyText}
        </p>
      )}
      {children}
    </section>
  );
}
