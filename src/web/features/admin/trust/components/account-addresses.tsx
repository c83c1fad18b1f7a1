import { ShieldCheck } from 'lucide-react';
import type { AddressFix, MisaddressedAccount } from '@shared/schemas/admin';
import { LoadError } from '@web/components/load-error';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { notify } from '../../lib/notify';
import { useFixAccountAddress } from '../api/fix-account-address';
import { useAccountAddresses } from '../api/get-account-addresses';
import { MisaddressedAccountRow } from './misaddressed-account-row';

/**
 * Accounts kept from before an account's address became its platform and username, whose
 * url says otherwise: an admin keeps the profile address (Normalise), or also takes a
 * verified one back to pending when it was verified on the strength of the wrong page.
 */
export function AccountAddresses() {
  const accounts = useAccountAddresses();
  const fix = useFixAccountAddress();
  const busyId = fix.isPending ? fix.variables.accountId : undefined;

  const fixAddress = (account: MisaddressedAccount, action: AddressFix) =>
    fix.mutate(
      { accountId: account.id, action },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.error(errorMessage(error, 'Failed to fix the address')),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Accounts kept from before an account’s address became its platform and username, whose url
        is not their profile address. Normalise keeps the profile address; Unverify also takes a
        verified account back to pending, for one verified on the strength of the wrong page.
      </p>
      {accounts.isPending ? (
        <Spinner label="Loading account addresses" />
      ) : accounts.isError ? (
        <LoadError
          title="Failed to load account addresses"
          message={errorMessage(accounts.error, '')}
          onRetry={() => void accounts.refetch()}
          retrying={accounts.isFetching}
        />
      ) : accounts.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
            <ShieldCheck className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">Every account’s address is its profile address</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Misaddressed accounts">
          {accounts.data.map((account) => (
            <MisaddressedAccountRow
              key={account.id}
              account={account}
              busy={busyId === account.id}
              onFix={(action) => fixAddress(account, action)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
