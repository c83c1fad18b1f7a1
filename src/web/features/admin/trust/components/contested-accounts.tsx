import { ShieldCheck } from 'lucide-react';
import { LoadError } from '@web/components/load-error';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { useContestedAccounts } from '../api/get-contested-accounts';
import { ContestedAccountCard } from './contested-account-card';

/**
 * "Contested accounts": those the person's own evidence contests (a proven account of theirs on
 * the platform, their official site linking to another handle, the handle proven someone
 * else's), oldest first. Votes decide nothing on them: a moderator does.
 */
export function ContestedAccounts() {
  const accounts = useContestedAccounts();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Accounts the person’s own evidence contests: votes on them decide nothing until you do.
        Verify one by moderation when it is theirs after all (a burn it set off is undone), or
        reject it as fake, which burns every member who approved it.
      </p>
      {accounts.isPending ? (
        <Spinner label="Loading contested accounts" />
      ) : accounts.isError ? (
        <LoadError
          title="Failed to load contested accounts"
          message={errorMessage(accounts.error, '')}
          onRetry={() => void accounts.refetch()}
          retrying={accounts.isFetching}
        />
      ) : accounts.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
            <ShieldCheck className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No contested accounts</p>
          </CardContent>
        </Card>
      ) : (
        <div className="flex flex-col gap-3">
          {accounts.data.map((account) => (
            <ContestedAccountCard key={account.id} account={account} />
          ))}
        </div>
      )}
    </div>
  );
}
