export { profileRoutes } from './routes';
export { lookUpProfileUser } from './service';
