export { directoryAccountsOf, findDirectoryEntries } from './entries';
export { directoryRoutes } from './routes';
