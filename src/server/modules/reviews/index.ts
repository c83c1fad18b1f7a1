export { reviewRoutes } from './routes';
