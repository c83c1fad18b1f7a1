export { changeUserRole, deleteUser, disableUser, enableUser, listUsers } from './admin-service';
export { ensureAdmin } from './admins';
export { authRoutes } from './auth-routes';
export { passwordRoutes } from './password-routes';
export { changeUserAsAdmin } from './admin-service';
export { networkOf, wideNetworkOf } from './networks';
export { hashPassword } from './passwords';
export { issueUserToken } from './tokens';
export { DISABLED_MESSAGE, INVALID_LOGIN_MESSAGE } from './auth-service';
