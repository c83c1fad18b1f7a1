import type { CategoryMapping } from '@shared/wikidata-categories';
import type { ImportCounts } from './import-context';

export interface ImportOptions {
  file: string;
  /** Languages whose labels and aliases are the person's names, the first naming them. */
  languages: readonly string[];
  mapping: CategoryMapping;
  /** Starts over even when an import of another file stopped before its end. */
  restart?: boolean;
  onProgress?: (progress: ImportProgress) => void;
  /** How often the first pass commits (what an interruption loses at most). */
  commitEvery?: Partial<typeof COMMIT_EVERY>;
  /** The longest line read (MAX_LINE_BYTES); longer ones are skipped. */
  maxLineBytes?: number;
}

export interface ImportProgress {
  pass: 'entities' | 'occupations';
  entitiesRead: number;
  bytesRead: number;
  totalBytes: number;
  counts: ImportCounts;
}

/**
 * The most humans written in one transaction, and the most entities read between commits:
 * what an interruption loses at most (about five seconds of reading). Each statement of a
 * batch costs about the same for 200 humans as for 2,000 but for the rows (1,000,000
 * entities: 11,563 a second with 200, 13,322 with 2,000; docs/performance.md). What a batch
 * keeps of a human is a part of their line (a twentieth, commonly), never more than about
 * all of it: the most bytes of humans' lines between commits bounds a batch's memory
 * whatever its humans hold.
 */
export const COMMIT_EVERY = { humans: 2_000, entities: 100_000, humanBytes: 64 * 1024 * 1024 };
