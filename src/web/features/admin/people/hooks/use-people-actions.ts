import type { AdminAccount, AdminPerson } from '@shared/schemas/admin';
import { errorMessage } from '@web/lib/api/error-message';
import { notify } from '../../lib/notify';
import { useDeletePerson } from '../api/delete-person';
import { useDeleteSocialAccount } from '../api/delete-social-account';
import { useToggleAccountVerification } from '../api/toggle-account-verification';

/** Account and person actions with the specification's toasts, and what is being changed now. */
export function usePeopleActions() {
  const toggle = useToggleAccountVerification();
  const removeAccount = useDeleteSocialAccount();
  const removePerson = useDeletePerson();

  const busyAccountId = toggle.isPending
    ? toggle.variables
    : removeAccount.isPending
      ? removeAccount.variables
      : undefined;
  const busyPersonId = removePerson.isPending ? removePerson.variables : undefined;

  const toggleVerification = (account: AdminAccount) =>
    toggle.mutate(account.id, {
      onSuccess: (result) =>
        notify.success(
          result.account.isVerified
            ? 'Social account verified successfully'
            : 'Social account unverified successfully',
        ),
      onError: (error) =>
        notify.error(errorMessage(error, 'Failed to update the verification of the account')),
    });

  const deleteAccount = (account: AdminAccount) =>
    removeAccount.mutate(account.id, {
      onSuccess: () => notify.success('Social account deleted successfully'),
      onError: (error) => notify.error(errorMessage(error, 'Failed to delete social account')),
    });

  const deletePerson = (person: AdminPerson) =>
    removePerson.mutate(person.id, {
      onSuccess: () => notify.success('Person marked as deleted successfully'),
      onError: (error) => notify.error(errorMessage(error, 'Failed to delete person')),
    });

  return {
    busyAccountId,
    busyPersonId,
    toggleVerification,
    deleteAccount,
    deletePerson,
  };
}
