import type { CategoryMapping } from '@shared/wikidata-categories';
import type { WikidataHuman } from '@shared/wikidata-entity';
import type { ImportedItemFacts } from '../../model/schema';
import { BAD_LINE_REASONS } from './bad-lines';

/** What a run counted, as the summary prints it. */
export const IMPORT_COUNTS = [
  'peopleCreated',
  'peopleUpdated',
  'aliasesAdded',
  'accountsCreated',
  'accountsListed',
  'accountsUnlisted',
  'officialSitesAnchored',
  'possibleMatches',
  'skippedNameOfAnotherItem',
  'skippedPersonRemoved',
  'skippedAccountOfAnotherPerson',
  'skippedAccountRejectedOrRemoved',
  'skippedAliasOfAnotherPerson',
  ...BAD_LINE_REASONS,
] as const;
export type ImportCounts = Record<(typeof IMPORT_COUNTS)[number], number>;

/** What every item of a run is imported with. */
export interface ImportContext {
  run: number;
  platformIds: ReadonlyMap<string, number>;
  /** Category ids by name. */
  categoryIds: ReadonlyMap<string, number>;
  mapping: CategoryMapping;
  /** Occupations' labels, as far as the dump has shown them. */
  occupationLabels: ReadonlyMap<string, string>;
  counts: ImportCounts;
}

/** A human of the batch whose person the import writes, with the facts it writes. */
export interface Imported {
  human: WikidataHuman;
  personId: number;
  facts: ImportedItemFacts;
}
