export { profileRoutes } from './routes';
export { profilesExamples } from './openapi-examples';
