export { reviewRoutes } from './routes';
export { reviewAdded, reviewChanged } from './topics';
