export { importWikidata, type ImportSummary } from './import-run';
export { importWikidataCommand } from './command';
export { wikidataRoutes } from './routes';
export { entityCheck } from './entity-line';
export { type OverlongLine, readDump } from './dump-lines';
