import {
  BadgeCheck,
  RotateCcw,
  ShieldCheck,
  ShieldOff,
  Trash2,
  UserCheck,
  UserX,
} from 'lucide-react';
import type { AdminUser } from '@shared/schemas/admin';
import { Button } from '@web/components/ui/button';
import { ConfirmAction } from '@web/components/confirm-action';

export interface UserActionHandlers {
  onToggleRole: (user: AdminUser) => void;
  /** Trusted (votes count, set by an admin) ⇄ Auto (the standing rules decide). */
  onToggleTrust: (user: AdminUser) => void;
  onDisable: (user: AdminUser) => void;
  onEnable: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

interface UserActionsProps extends UserActionHandlers {
  user: AdminUser;
  isSelf: boolean;
  busy: boolean;
}

/**
 * Role toggle (admin ⇄ user), Trust ⇄ Auto (not for admins, who are trusted by their role), Disable (only for an Active user), Enable (only for a disabled
 * one) and Delete (never oneself); Disable and Delete after a confirmation. One's own role
 * cannot be changed (the server refuses).
 */
export function UserActions({
  user,
  isSelf,
  busy,
  onToggleRole,
  onToggleTrust,
  onDisable,
  onEnable,
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
        onClick={() => onToggleRole(user)}
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
      {user.role !== 'admin' && !deleted && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => onToggleTrust(user)}
          aria-label={
            user.isTrusted
              ? `Return ${user.username} to the automatic standing rules`
              : `Trust ${user.username}`
          }
        >
          {user.isTrusted ? (
            <RotateCcw className="size-4" aria-hidden="true" />
          ) : (
            <BadgeCheck className="size-4" aria-hidden="true" />
          )}
          {user.isTrusted ? 'Auto' : 'Trust'}
        </Button>
      )}
      {user.status === 'Active' && !isSelf && (
        <ConfirmAction
          title={`Disable ${user.username}?`}
          description="They are signed out everywhere and cannot sign in until an admin enables them again."
          confirmLabel="Disable"
          onConfirm={() => onDisable(user)}
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
      {user.isDisabled && !deleted && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => onEnable(user)}
          aria-label={`Enable ${user.username}`}
        >
          <UserCheck className="size-4" aria-hidden="true" />
          Enable
        </Button>
      )}
      {!isSelf && !deleted && (
        <ConfirmAction
          title={`Delete ${user.username}?`}
          description="This action cannot be undone."
          confirmLabel="Delete"
          onConfirm={() => onDelete(user)}
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
