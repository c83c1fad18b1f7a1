export { commentRoutes } from './routes';
export { type LinkPreviewer, postComment, rateComment } from './service';
