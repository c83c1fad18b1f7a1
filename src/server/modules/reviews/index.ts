export { reviewRoutes } from './routes';
export { reviewAdded, reviewChanged } from './topics';
export { createReview } from './service';
export { reviewsExamples } from './openapi-examples';
