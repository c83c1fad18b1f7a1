import type { AdminUser } from '@shared/schemas/admin';
import { Card } from '@web/components/ui/card';
import type { UserActionHandlers } from './user-actions';
import { USER_ROW_GRID, UserRow } from './user-row';

interface UsersTableProps extends UserActionHandlers {
  users: AdminUser[];
  meId: number | undefined;
  busyId: number | undefined;
}

/** The users of the current page: columns on wide screens, one card-like row each on phones. */
export function UsersTable({ users, meId, busyId, ...handlers }: UsersTableProps) {
  return (
    <Card>
      <div
        className={`hidden border-b bg-muted/50 px-4 py-2 text-xs font-medium text-muted-foreground lg:grid ${USER_ROW_GRID}`}
        aria-hidden="true"
      >
        <span>User</span>
        <span>Role</span>
        <span>Status</span>
        <span>Joined</span>
        <span className="text-right">Actions</span>
      </div>
      <ul aria-label="Users" className="divide-y">
        {users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            isSelf={user.id === meId}
            busy={busyId === user.id}
            {...handlers}
          />
        ))}
      </ul>
    </Card>
  );
}
