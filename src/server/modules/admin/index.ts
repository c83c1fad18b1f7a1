export { adminRoutes } from './routes';
export { adminExamples } from './openapi-examples';
