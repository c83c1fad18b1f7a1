export { voteRoutes } from './routes';
export { castVote } from './service';
