export { catalogRoutes } from './routes';
export { DEFAULT_CATEGORIES, seedReferenceData } from './seed';
export { catalogExamples } from './openapi-examples';
