import { eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { WikidataHuman } from '@shared/wikidata-entity';
import type { Database } from '../../platform/database/client';
import { isDatabaseUnavailable } from '../../platform/database/errors';
import { wikidataImports } from '../../model/schema';
import { runWrite } from '../derived-data';
import { type BadLineList, REPEATED_ITEM } from './bad-lines';
import { importHumans } from './import-batch';
import { IMPORT_COUNTS, type ImportContext, type ImportCounts } from './import-context';

/** A human read from the dump, with where: its line in the file, and how many entities were read by then. */
export interface BatchRow {
  human: WikidataHuman;
  line: number;
  position: number;
}

/** Humans read since the last commit, written together. */
export interface Batch {
  rows: BatchRow[];
  /** What reading its lines counted: the lines skipped, the names and handles refused. */
  counts: ImportCounts;
  /** The entities read by the batch's end, and the dump's total when the pass has ended. */
  position: number;
  total: number | null;
  /** The run's context as of the batch's end (the occupation labels read by then). */
  context: ImportContext;
}

export const zeroCounts = (): ImportCounts =>
  Object.fromEntries(IMPORT_COUNTS.map((name) => [name, 0])) as ImportCounts;

const sum = (...all: ImportCounts[]): ImportCounts =>
  Object.fromEntries(
    IMPORT_COUNTS.map((name) => [name, all.reduce((total, counts) => total + counts[name], 0)]),
  ) as ImportCounts;

const saveProgress = (
  db: Database,
  run: number,
  progress: Partial<typeof wikidataImports.$inferInsert>,
) => db.update(wikidataImports).set(progress).where(eq(wikidataImports.id, run));

/**
 * Commits a batch with the run's progress and counts (`context.counts`, brought up to date
 * once it is committed), in one transaction. Should the database refuse it, writes it again
 * a row at a time, so that only the rows it refuses are left out; each is listed with its
 * line and why, in the database's words without the statement. A database that cannot be
 * reached stops the run instead, which resumes at this batch.
 */
export async function commitBatch(db: Database, batch: Batch, bad: BadLineList): Promise<void> {
  const { context } = batch;
  const written = zeroCounts();
  let repeated: string[];
  try {
    repeated = await runWrite(db, 'import Wikidata items', async (tx, write) => {
      write.invalidateAll();
      const found = await importHumans(
        write,
        batch.rows.map((row) => row.human),
        { ...context, counts: written },
      );
      await saveProgress(tx, context.run, {
        entitiesDone: batch.position,
        entitiesTotal: batch.total,
        counts: sum(context.counts, batch.counts, written),
      });
      return found;
    });
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    return commitRowByRow(db, batch, bad);
  }
  noteRepeated(batch.rows, repeated, bad);
  Object.assign(context.counts, sum(context.counts, batch.counts, written));
}

/**
 * The batch a row at a time, each row's transaction taking the run's progress to that row,
 * so that a resumed run reads none of them again (it would take them for repeated items).
 */
async function commitRowByRow(db: Database, batch: Batch, bad: BadLineList) {
  const { context } = batch;
  let committed = { ...context.counts };
  const refused = zeroCounts();
  for (const row of batch.rows) {
    const written = zeroCounts();
    try {
      const repeated = await runWrite(db, 'import a Wikidata item', async (tx, write) => {
        write.invalidateAll();
        const found = await importHumans(write, [row.human], { ...context, counts: written });
        await saveProgress(tx, context.run, {
          entitiesDone: row.position,
          counts: sum(committed, written),
        });
        return found;
      });
      committed = sum(committed, written);
      noteRepeated([row], repeated, bad);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      refused.skippedNotWritten += 1;
      bad.note({
        line: row.line,
        itemId: row.human.itemId,
        reason: 'skippedNotWritten',
        detail: `the database refused it: ${refusalOf(error)}`,
      });
    }
  }
  // What reading the lines counted is saved with the batch's end only: a run resumed after
  // one of the rows would miss those counts of the lines before it, never count them twice.
  const counts = sum(committed, batch.counts, refused);
  await saveProgress(db, context.run, {
    entitiesDone: batch.position,
    entitiesTotal: batch.total,
    counts,
  });
  Object.assign(context.counts, counts);
}

function noteRepeated(rows: readonly BatchRow[], repeated: readonly string[], bad: BadLineList) {
  for (const itemId of repeated) {
    const row = rows.find((each) => each.human.itemId === itemId)!;
    bad.note({
      line: row.line,
      itemId,
      reason: 'skippedRepeatedItem',
      detail: REPEATED_ITEM,
    });
  }
}

/** Why the database refused a row, in its words: never the statement, which holds the row's values. */
function refusalOf(error: unknown): string {
  const own = error instanceof DrizzleQueryError ? error.cause : error;
  return own instanceof Error ? own.message : String(own);
}
