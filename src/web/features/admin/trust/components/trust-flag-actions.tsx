import { ShieldAlert, ShieldCheck, Undo2 } from 'lucide-react';
import type { TrustFlag, TrustFlagAction } from '@shared/schemas/trust';
import { ConfirmAction } from '@web/components/confirm-action';
import { Button } from '@web/components/ui/button';

interface TrustFlagActionsProps {
  flag: TrustFlag;
  busy: boolean;
  onAction: (action: TrustFlagAction) => void;
}

/**
 * An open flag is confirmed (after a question, since it recounts every account the users
 * voted on) or cleared; a closed one is reopened, which undoes either.
 */
export function TrustFlagActions({ flag, busy, onAction }: TrustFlagActionsProps) {
  if (flag.status !== 'open') {
    return (
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={busy} onClick={() => onAction('reopen')}>
          <Undo2 className="size-4" aria-hidden="true" />
          Reopen
        </Button>
      </div>
    );
  }
  const names = flag.users.map((user) => user.username).join(', ');
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmAction
        title="Confirm this flag?"
        description={`The votes of ${names} will stop counting on every account, and accounts they verified return to pending. Reopening the flag undoes it.`}
        confirmLabel="Confirm Flag"
        onConfirm={() => onAction('confirm')}
      >
        <Button variant="destructive" size="sm" disabled={busy}>
          <ShieldAlert className="size-4" aria-hidden="true" />
          Confirm
        </Button>
      </ConfirmAction>
      <Button variant="outline" size="sm" disabled={busy} onClick={() => onAction('clear')}>
        <ShieldCheck className="size-4" aria-hidden="true" />
        Clear
      </Button>
    </div>
  );
}
