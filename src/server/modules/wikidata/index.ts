export { importWikidata, type ImportSummary } from './import-run';
export { importWikidataCommand } from './command';
export { wikidataRoutes } from './routes';
