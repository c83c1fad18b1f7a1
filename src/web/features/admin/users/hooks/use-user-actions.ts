import type { AdminUser } from '@shared/schemas/admin';
import { errorMessage } from '@web/lib/api/error-message';
import { notify } from '../../lib/notify';
import { useDeleteUser } from '../api/delete-user';
import { useDisableUser } from '../api/disable-user';
import { useUpdateUserRole } from '../api/update-user-role';

/** The three user actions with the specification's toasts; `busyId` is the user being changed. */
export function useUserActions() {
  const role = useUpdateUserRole();
  const disable = useDisableUser();
  const remove = useDeleteUser();

  const busyId = role.isPending
    ? role.variables.id
    : disable.isPending
      ? disable.variables
      : remove.isPending
        ? remove.variables
        : undefined;

  const toggleRole = (user: AdminUser) => {
    const next = user.role === 'admin' ? 'user' : 'admin';
    role.mutate(
      { id: user.id, role: next },
      {
        onSuccess: () => notify.success(`User role updated to ${next} successfully`),
        onError: (error) =>
          notify.error(`Failed to update user role: ${errorMessage(error, 'Unknown error')}`),
      },
    );
  };

  const disableUser = (user: AdminUser) =>
    disable.mutate(user.id, {
      onSuccess: () => notify.success('User disabled successfully'),
      onError: () => notify.error('Failed to disable user'),
    });

  const deleteUser = (user: AdminUser) =>
    remove.mutate(user.id, {
      onSuccess: () => notify.success('User deleted successfully'),
      onError: () => notify.error('Failed to delete user'),
    });

  return { busyId, toggleRole, disableUser, deleteUser };
}
