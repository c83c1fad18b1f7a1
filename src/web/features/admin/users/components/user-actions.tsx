import { ShieldCheck, ShieldOff, Trash2, UserX } from 'lucide-react';
import type { AdminUser } from '@shared/schemas/admin';
import { Button } from '@web/components/ui/button';
import { ConfirmAction } from '@web/components/confirm-action';

interface UserActionsProps {
  user: AdminUser;
  isSelf: boolean;
  busy: boolean;
  onToggleRole: () => void;
  onDisable: () => void;
  onDelete: () => void;
}

/**
 * Role toggle (admin ⇄ user), Disable (only for an Active user) and Delete (never oneself),
 * the last two after a confirmation. One's own role cannot be changed (the server refuses).
 */
export function UserActions({
  user,
  isSelf,
  busy,
  onToggleRole,
  onDisable,
  onDelete,
}: UserActionsProps) {
  const deleted = user.status === 'Deleted';
  const makeAdmin = user.role !== 'admin';
  return (
    <div className="flex flex-wrap gap-2 lg:justify-end">
      <Button
        variant="outline"
        size="sm"
        disabled={busy || isSelf || deleted}
        onClick={onToggleRole}
        aria-label={`${makeAdmin ? 'Make admin' : 'Make user'}: ${user.username}`}
        title={isSelf ? 'You cannot change your own role' : undefined}
      >
        {makeAdmin ? (
          <ShieldCheck className="size-4" aria-hidden="true" />
        ) : (
          <ShieldOff className="size-4" aria-hidden="true" />
        )}
        {makeAdmin ? 'Make admin' : 'Make user'}
      </Button>
      {user.status === 'Active' && !isSelf && (
        <ConfirmAction
          title={`Disable ${user.username}?`}
          description="They are signed out everywhere and cannot sign in until they verify their e-mail address again."
          confirmLabel="Disable"
          onConfirm={onDisable}
        >
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={`Disable ${user.username}`}
          >
            <UserX className="size-4" aria-hidden="true" />
            Disable
          </Button>
        </ConfirmAction>
      )}
      {!isSelf && !deleted && (
        <ConfirmAction
          title={`Delete ${user.username}?`}
          description="This action cannot be undone."
          confirmLabel="Delete"
          onConfirm={onDelete}
        >
          <Button
            variant="destructive"
            size="sm"
            disabled={busy}
            aria-label={`Delete ${user.username}`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        </ConfirmAction>
      )}
    </div>
  );
}
