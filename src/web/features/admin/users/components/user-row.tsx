import { Link } from 'react-router';
import type { AdminUser } from '@shared/schemas/admin';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { paths } from '@web/paths';
import { formatLocalDay } from '@shared/dates';
import { type UserActionHandlers, UserActions } from './user-actions';

/** The columns of the user list on wide screens (the header uses the same). */
export const USER_ROW_GRID =
  'lg:grid-cols-[minmax(0,1fr)_4.5rem_5.5rem_7rem_20.5rem] lg:items-center lg:gap-4';

const STATUS_VARIANT: Record<AdminUser['status'], BadgeProps['variant']> = {
  Active: 'success',
  Inactive: 'warning',
  Deleted: 'destructive',
};

interface UserRowProps extends UserActionHandlers {
  user: AdminUser;
  isSelf: boolean;
  busy: boolean;
}

/** One user: name (linking to their profile), e-mail, role, status, joined, actions. */
export function UserRow({ user, isSelf, busy, ...handlers }: UserRowProps) {
  return (
    <li
      className={`flex flex-col gap-3 px-4 py-3 lg:grid ${USER_ROW_GRID}`}
      data-testid="user-row"
      data-username={user.username}
    >
      <div className="min-w-0">
        <Link to={paths.user(user.username)} className="font-medium break-all hover:underline">
          {user.username}
        </Link>
        {isSelf && <span className="ml-1 text-xs text-muted-foreground">(you)</span>}
        <p className="truncate text-xs text-muted-foreground">{user.email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 lg:contents">
        <span>
          <Badge variant={user.role === 'admin' ? 'default' : 'secondary'}>{user.role}</Badge>
          {user.isTrusted && <span className="ml-1 text-xs text-muted-foreground">trusted</span>}
        </span>
        <span>
          <Badge variant={STATUS_VARIANT[user.status]}>{user.status}</Badge>
          {user.isDisabled && user.status !== 'Deleted' && (
            <span className="ml-1 text-xs text-muted-foreground">disabled</span>
          )}
        </span>
        <span className="text-xs text-muted-foreground lg:text-sm">
          <span className="lg:hidden">Joined </span>
          {formatLocalDay(user.createdAt)}
        </span>
      </div>
      <UserActions user={user} isSelf={isSelf} busy={busy} {...handlers} />
    </li>
  );
}
