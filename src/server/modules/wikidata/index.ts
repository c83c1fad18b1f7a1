export { importWikidata, type ImportSummary } from './import-run';
export { IMPORT_WIKIDATA_USAGE, importWikidataCommand } from './command';
export { wikidataRoutes } from './routes';
