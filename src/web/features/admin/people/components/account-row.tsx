import { shownHandle } from '@shared/account-link';
import { BadgeCheck, CircleDashed, Trash2 } from 'lucide-react';
import type { AdminAccount } from '@shared/schemas/admin';
import { PlatformIcon } from '@web/components/platform-icon';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmAction } from '@web/components/confirm-action';

interface AccountRowProps {
  account: AdminAccount;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

/**
 * One account of a person: platform, handle, state, verify/unverify and delete. The handle is
 * never cut short (an admin must see which account they act on): on a narrow screen the state
 * and the buttons move to a line of their own.
 */
export function AccountRow({ account, busy, onToggle, onDelete }: AccountRowProps) {
  const handle = shownHandle(account.username);
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2"
      data-testid="admin-account"
      data-verified={account.isVerified}
    >
      <PlatformIcon platform={account.platform} className="size-4" />
      <span className="min-w-40 flex-1 text-sm wrap-anywhere">
        <span className="font-medium">{handle}</span>{' '}
        <span className="text-muted-foreground">on {account.platform.name}</span>
      </span>
      {account.isVerified ? (
        <Badge variant="success">Verified</Badge>
      ) : account.status === 'rejected' ? (
        <Badge variant="destructive">Rejected</Badge>
      ) : (
        <Badge variant="warning">Pending</Badge>
      )}
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={onToggle}
          aria-label={`${account.isVerified ? 'Unverify' : 'Verify'} ${handle}`}
        >
          {account.isVerified ? (
            <CircleDashed className="size-4" aria-hidden="true" />
          ) : (
            <BadgeCheck className="size-4" aria-hidden="true" />
          )}
          {account.isVerified ? 'Unverify' : 'Verify'}
        </Button>
        <ConfirmAction
          title={`Delete ${handle}?`}
          description={`The ${account.platform.name} account ${handle} is removed from the directory.`}
          confirmLabel="Delete account"
          onConfirm={onDelete}
        >
          <Button
            variant="ghost"
            size="icon-sm"
            disabled={busy}
            aria-label={`Delete ${handle}`}
            className="text-destructive hover:bg-destructive/10"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </ConfirmAction>
      </div>
    </li>
  );
}
