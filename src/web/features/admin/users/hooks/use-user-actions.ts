import type { AdminUser } from '@shared/schemas/admin';
import { errorMessage } from '@web/lib/api/error-message';
import { notify } from '../../lib/notify';
import { useDeleteUser } from '../api/delete-user';
import { type AccessChange, useChangeUserAccess } from '../api/change-user-access';
import { useUpdateUserRole } from '../api/update-user-role';
import { useSetUserStanding } from '../api/set-user-standing';

/** The user actions with the specification's toasts; `busyId` is the user being changed. */
export function useUserActions() {
  const role = useUpdateUserRole();
  const access = useChangeUserAccess();
  const remove = useDeleteUser();
  const standing = useSetUserStanding();

  const busyId = role.isPending
    ? role.variables.id
    : access.isPending
      ? access.variables.id
      : remove.isPending
        ? remove.variables
        : standing.isPending
          ? standing.variables.id
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

  const accessToasts: Record<AccessChange, { success: string; failure: string }> = {
    disable: { success: 'User disabled successfully', failure: 'Failed to disable user' },
    enable: { success: 'User enabled successfully', failure: 'Failed to enable user' },
  };
  const changeAccess = (user: AdminUser, change: AccessChange) =>
    access.mutate(
      { id: user.id, change },
      {
        onSuccess: () => notify.success(accessToasts[change].success),
        onError: () => notify.error(accessToasts[change].failure),
      },
    );

  const deleteUser = (user: AdminUser) =>
    remove.mutate(user.id, {
      onSuccess: () => notify.success('User deleted successfully'),
      onError: () => notify.error('Failed to delete user'),
    });

  const toggleTrust = (user: AdminUser) =>
    standing.mutate(
      { id: user.id, standing: user.isTrusted ? 'auto' : 'trusted' },
      {
        onSuccess: (result) => notify.success(result.message),
        onError: (error) =>
          notify.error(`Failed to change standing: ${errorMessage(error, 'Unknown error')}`),
      },
    );

  return {
    busyId,
    toggleTrust,
    toggleRole,
    disableUser: (user: AdminUser) => changeAccess(user, 'disable'),
    enableUser: (user: AdminUser) => changeAccess(user, 'enable'),
    deleteUser,
  };
}
