export { badgeRoutes } from './routes';
