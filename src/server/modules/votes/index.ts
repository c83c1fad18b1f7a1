export { voteRoutes } from './routes';
export { castVote } from './service';
export { type VoteChange, voteCast } from './topics';
export { votesExamples } from './openapi-examples';
