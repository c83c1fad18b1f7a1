export { changeUserRole, deleteUser, disableUser, enableUser, listUsers } from './admin-service';
export { ensureAdmin } from './admins';
