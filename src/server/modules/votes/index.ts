export { voteRoutes } from './routes';
