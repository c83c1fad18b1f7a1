export { commentRoutes } from './routes';
export { type LinkPreviewer, postComment, rateComment } from './service';
export { commentPosted, commentRated } from './topics';
export { commentsExamples } from './openapi-examples';
