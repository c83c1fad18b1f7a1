export { directoryChangesSince, type NewChange, recordChanges } from './record';
export { changeRoutes } from './routes';
export { changesExamples } from './openapi-examples';
