import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import type { BadLineList } from './bad-lines';
import { type Batch, commitBatch } from './batch-commit';
import { BatchReading } from './batch-reading';
import { type DumpIdentity, MAX_LINE_BYTES, readDump } from './dump-lines';
import type { ImportContext } from './import-context';
import { COMMIT_EVERY, type ImportOptions } from './import-options';

/**
 * The tables an import fills. Their statistics are made again each time the run has written
 * twice as many humans (from this many on): planned without them, or with those of a nearly
 * empty table, the statements a batch runs (and the plans a trigger caches for its whole
 * connection) walk whole tables, and a batch slows as the tables grow (docs/performance.md).
 */
const FILLED_TABLES =
  'people, person_aliases, social_accounts, account_proofs, wikidata_claims, wikidata_items, identity_anchors, search_postings, search_terms, wikidata_possible_matches';
const FIRST_STATISTICS_AFTER_HUMANS = 500;
const PROGRESS_EVERY_MS = 250;

/**
 * Reads every entity once, importing the humans with accounts; returns how many entities the
 * dump holds. A line that cannot be read, or whose human the app would refuse, is skipped
 * and listed (with its names and handles the app would refuse); the rest are imported.
 */
export async function firstPass(
  db: Database,
  options: ImportOptions,
  dump: DumpIdentity,
  context: ImportContext,
  skip: number,
  bad: BadLineList,
): Promise<number> {
  const maxLineBytes = options.maxLineBytes ?? MAX_LINE_BYTES;
  const reader = readDump(options.file, maxLineBytes);
  const commitEvery = { ...COMMIT_EVERY, ...options.commitEvery };
  const labels = context.occupationLabels as Map<string, string>;
  const reading = new BatchReading({ languages: options.languages, maxLineBytes }, labels, bad);
  let read = 0;
  let committed = skip;
  let lastProgress = 0;
  let humansWritten = 0;
  let statisticsAfter = FIRST_STATISTICS_AFTER_HUMANS;
  // One batch is written while the next is read and parsed (the database and the reading
  // each keep a core busy); batches commit one at a time, in order. The statistics are made
  // on another connection while the next batch is written, which plans with the older ones
  // meanwhile; the next refresh, and the end of the pass, wait for them.
  let writing: Promise<void> = Promise.resolve();
  let analysing: Promise<unknown> = Promise.resolve();
  const commit = async (total: number | null) => {
    const batch: Batch = {
      ...reading.take(),
      position: read,
      total,
      // The labels read by now, not those the reading finds while the batch is written: the
      // same dump files the same people alike in every run.
      context: { ...context, occupationLabels: new Map(labels) },
    };
    committed = read;
    humansWritten += batch.rows.length;
    const refreshStatistics = humansWritten >= statisticsAfter;
    if (refreshStatistics) statisticsAfter = humansWritten * 2;
    await writing;
    writing = commitBatch(db, batch, bad);
    if (refreshStatistics) {
      analysing = Promise.all([analysing, writing]).then(() =>
        db.execute(sql.raw(`analyze ${FILLED_TABLES}`)),
      );
    }
    // Their failures are awaited by the next commit or the end of the pass, not left unheard.
    writing.catch(() => {});
    analysing.catch(() => {});
  };
  try {
    for await (const { lines, numbers } of reader.lines) {
      for (const [index, line] of lines.entries()) {
        read += 1;
        if (read <= skip) continue;
        reading.read(line, numbers[index]!, read);
        if (
          reading.rows.length >= commitEvery.humans ||
          reading.humanBytes >= commitEvery.humanBytes ||
          read - committed >= commitEvery.entities
        )
          await commit(null);
        const now = performance.now();
        if (options.onProgress && now - lastProgress >= PROGRESS_EVERY_MS) {
          lastProgress = now;
          options.onProgress({
            pass: 'entities',
            entitiesRead: read,
            bytesRead: reader.bytesRead(),
            totalBytes: dump.size,
            counts: context.counts,
          });
        }
      }
    }
    await commit(read);
    await writing;
    await analysing;
    return read;
  } finally {
    // An interrupted pass returns once the batch it was writing is committed or undone.
    await Promise.all([writing.catch(() => {}), analysing.catch(() => {})]);
    reader.close();
  }
}
