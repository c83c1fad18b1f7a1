export { passwordRoutes } from './password-routes';
export { hashPassword } from './passwords';
export { authRoutes } from './routes';
