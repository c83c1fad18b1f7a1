export { lookupRoutes } from './routes';
export { lookupExamples } from './openapi-examples';
