import { useEffect, useState } from 'react';
import {
  ADMIN_USERS_PAGE_SIZE,
  USER_ROLE_FILTERS,
  USER_STATUS_FILTERS,
} from '@shared/schemas/admin';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useDebouncedCallback } from '@web/hooks/use-debounced-callback';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { ApiError } from '@web/lib/api/client';
import { FilterSelect } from '../../components/filter-select';
import { LoadError } from '@web/components/load-error';
import { SearchField } from '../../components/search-field';
import { notify } from '../../lib/notify';
import {
  type UserRoleFilter,
  type UsersCriteria,
  USERS_SHOWN_PER_PAGE,
  type UserStatusFilter,
  useUsers,
} from '../api/get-users';
import { useUserActions } from '../hooks/use-user-actions';
import { UsersTable } from './users-table';

const ROLE_LABELS: Record<UserRoleFilter, string> = {
  all_roles: 'All roles',
  admin: 'Admins',
  user: 'Users',
};
const STATUS_LABELS: Record<UserStatusFilter, string> = {
  all_statuses: 'All statuses',
  active: 'Active',
  inactive: 'Inactive',
  deleted: 'Deleted',
};
const roleOptions = USER_ROLE_FILTERS.map((value) => ({ value, label: ROLE_LABELS[value] }));
const statusOptions = USER_STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] }));
const NO_PERMISSION = "You don't have permission to access user data";
const SEARCH_DEBOUNCE_MS = 500;

/** User Management: search and filters, 50 users fetched a page and shown 10 at a time. */
export function UsersTab() {
  const me = useStoredUser();
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<Omit<UsersCriteria, 'page'>>({
    search: '',
    filter: 'all_roles',
    status: 'all_statuses',
  });
  const [shownPage, setShownPage] = useState(1);
  const firstIndex = (shownPage - 1) * USERS_SHOWN_PER_PAGE;
  const serverPage = Math.floor(firstIndex / ADMIN_USERS_PAGE_SIZE) + 1;
  const users = useUsers({ ...filters, page: serverPage });
  const actions = useUserActions();

  const applySearch = useDebouncedCallback((search: string) => {
    setFilters((current) => ({ ...current, search: search.trim() }));
    setShownPage(1);
  }, SEARCH_DEBOUNCE_MS);
  const setFilter = (change: Partial<Omit<UsersCriteria, 'page'>>) => {
    setFilters((current) => ({ ...current, ...change }));
    setShownPage(1);
  };

  const forbidden =
    users.error instanceof ApiError && (users.error.status === 401 || users.error.status === 403);
  useEffect(() => {
    if (users.isError) notify.error(forbidden ? NO_PERMISSION : 'Failed to fetch users');
  }, [users.isError, users.errorUpdatedAt, forbidden]);

  const total = users.data?.total ?? 0;
  const offset = firstIndex % ADMIN_USERS_PAGE_SIZE;
  const shown = users.data?.users.slice(offset, offset + USERS_SHOWN_PER_PAGE) ?? [];
  const pages = Math.max(1, Math.ceil(total / USERS_SHOWN_PER_PAGE));

  return (
    <section aria-labelledby="users-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="users-heading" className="text-xl font-semibold tracking-tight">
          User Management
        </h2>
        <p className="text-sm text-muted-foreground">
          Change roles, disable or delete accounts. Disabled and deleted users are signed out at
          once.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
        <SearchField
          label="Search users"
          placeholder="Username or e-mail"
          value={searchText}
          onChange={(value) => {
            setSearchText(value);
            applySearch(value);
          }}
        />
        <FilterSelect
          label="Role"
          value={filters.filter}
          options={roleOptions}
          onChange={(filter) => setFilter({ filter })}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          options={statusOptions}
          onChange={(status) => setFilter({ status })}
        />
      </div>

      {users.isPending ? (
        <Spinner label="Loading users" />
      ) : users.isError ? (
        <LoadError
          title="Failed to fetch users"
          message={forbidden ? NO_PERMISSION : users.error.message}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : shown.length === 0 ? (
        <Card className="py-12 text-center font-medium">No users found</Card>
      ) : (
        <UsersTable
          users={shown}
          meId={me?.id}
          busyId={actions.busyId}
          onToggleRole={actions.toggleRole}
          onToggleTrust={actions.toggleTrust}
          onDisable={actions.disableUser}
          onEnable={actions.enableUser}
          onDelete={actions.deleteUser}
        />
      )}

      {total > USERS_SHOWN_PER_PAGE && (
        <nav aria-label="Users pages" className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={shownPage <= 1}
            onClick={() => setShownPage((page) => page - 1)}
          >
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {shownPage} of {pages} · {total} users
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={shownPage >= pages}
            onClick={() => setShownPage((page) => page + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
