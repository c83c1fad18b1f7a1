export { catalogRoutes } from './routes';
