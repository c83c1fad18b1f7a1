export { directoryAccountsOf, findDirectoryEntries } from './entries';
export { directoryRoutes } from './routes';
export { exportDirectory } from './export';
export { directoryExamples } from './openapi-examples';
