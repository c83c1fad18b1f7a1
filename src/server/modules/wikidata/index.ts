export {
  importWikidata,
  type ImportProgress,
  type ImportSummary,
  UnfinishedImportError,
} from './import-run';
export { IMPORT_COUNTS, type ImportCounts } from './import-batch';
export { wikidataRoutes } from './routes';
export { IMPORT_WIKIDATA_USAGE, importWikidataCommand } from './command';
