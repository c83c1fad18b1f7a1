export { refreshRatings } from './admin-service';
export { refreshRatingsIfDue } from './refresh-schedule';
export { ratingJobs } from './jobs';
export { ratingRoutes } from './routes';
export { saveCommentRating } from './writes';
export { accountRated } from './topics';
export { ratingsExamples } from './openapi-examples';
