import { desc, eq, isNull, sql } from 'drizzle-orm';
import { categoryFor, type CategoryMapping } from '@shared/wikidata-categories';
import { labelOf } from '@shared/wikidata-entity';
import { type Database, queryRows } from '../../platform/database/client';
import { categories, platforms, wikidataImports, wikidataItems } from '../../model/schema';
import { runWrite } from '../derived-data';
import { type BadLine, BadLineList } from './bad-lines';
import { type Batch, commitBatch, zeroCounts } from './batch-commit';
import { BatchReading } from './batch-reading';
import {
  type DumpIdentity,
  identifyDump,
  lineEntityId,
  MAX_LINE_BYTES,
  readDump,
} from './dump-lines';
import { entityCheck, parseEntityLine } from './entity-line';
import type { ImportContext, ImportCounts } from './import-batch';
import { nameImportedOccupation, unlistAccountsNotSeen } from './writes';

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

export interface ImportSummary {
  run: number;
  /** The entities the run had committed already when this process resumed it. */
  resumedAfter: number;
  entitiesRead: number;
  /** Entities this process read (not those a resumed run skipped), and in how long. */
  entitiesReadNow: number;
  seconds: number;
  occupationsNamed: number;
  counts: ImportCounts;
  /** The first lines of each reason this process skipped, or whose names or handles it refused. */
  badLines: BadLine[];
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
const COMMIT_EVERY = { humans: 2_000, entities: 100_000, humanBytes: 64 * 1024 * 1024 };

/**
 * The tables an import fills. Their statistics are made again each time the run has written
 * twice as many humans (from this many on): planned without them, or with those of a nearly
 * empty table, the statements a batch runs (and the plans a trigger keeps for its whole
 * connection) walk whole tables, and a batch slows as the tables grow (docs/performance.md).
 */
const FILLED_TABLES =
  'people, person_aliases, social_accounts, account_proofs, wikidata_claims, wikidata_items, identity_anchors, search_postings, search_terms, wikidata_possible_matches';
const FIRST_STATISTICS_AFTER_HUMANS = 500;
const PROGRESS_EVERY_MS = 250;

const sameSource = (run: typeof wikidataImports.$inferSelect, dump: DumpIdentity) =>
  run.sourceName === dump.name &&
  run.sourceSize === dump.size &&
  run.sourceModifiedAt.getTime() === dump.modifiedAt.getTime();

/** The unfinished run of this dump to resume, or a new run; refused beside an unfinished one of another file. */
async function startRun(db: Database, dump: DumpIdentity, restart: boolean) {
  const [unfinished] = await db
    .select()
    .from(wikidataImports)
    .where(isNull(wikidataImports.finishedAt))
    .orderBy(desc(wikidataImports.id))
    .limit(1);
  if (unfinished && sameSource(unfinished, dump) && !restart) return unfinished;
  if (unfinished && !restart) {
    throw new Error(
      `The import of ${unfinished.sourceName} stopped after ${unfinished.entitiesDone} of its entities. ` +
        `Run it again with that file to finish it, or add --restart to start over with ${dump.name}.`,
    );
  }
  // A run given up leaves its listings' runs behind; the complete run that follows decides them.
  if (unfinished) await db.delete(wikidataImports).where(eq(wikidataImports.id, unfinished.id));
  const [run] = await db
    .insert(wikidataImports)
    .values({ sourceName: dump.name, sourceSize: dump.size, sourceModifiedAt: dump.modifiedAt })
    .returning();
  return run!;
}

async function contextFor(
  db: Database,
  run: typeof wikidataImports.$inferSelect,
  mapping: CategoryMapping,
): Promise<ImportContext> {
  const platformRows = await db.select({ id: platforms.id, name: platforms.name }).from(platforms);
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories);
  return {
    run: run.id,
    platformIds: new Map(platformRows.map((row) => [row.name, row.id])),
    categoryIds: new Map(categoryRows.map((row) => [row.name, row.id])),
    mapping,
    occupationLabels: new Map(),
    counts: { ...zeroCounts(), ...run.counts },
  };
}

/**
 * Imports a Wikidata dump (docs/decisions/0029-wikidata-import.md): a first pass imports the
 * humans with accounts, committing as it goes so an interrupted run resumes where it
 * stopped; a second pass names the occupations the first met before their items; the end
 * marks "no longer listed" the accounts whose claims the dump no longer has.
 */
export async function importWikidata(db: Database, options: ImportOptions): Promise<ImportSummary> {
  const dump = await identifyDump(options.file);
  const run = await startRun(db, dump, options.restart ?? false);
  const context = await contextFor(db, run, options.mapping);
  const started = performance.now();
  const resumedAfter = run.entitiesDone;
  const bad = new BadLineList();
  const entitiesRead =
    run.entitiesTotal ?? (await firstPass(db, options, dump, context, run.entitiesDone, bad));
  const occupationsNamed = await nameOccupations(db, options, dump, context, entitiesRead);
  await runWrite(db, 'finish a Wikidata import', async (tx, write) => {
    write.invalidateAll();
    context.counts.accountsUnlisted += await unlistAccountsNotSeen(write, context.run);
    await tx
      .update(wikidataImports)
      .set({ finishedAt: sql`now()`, counts: context.counts })
      .where(eq(wikidataImports.id, context.run));
  });
  return {
    run: context.run,
    resumedAfter,
    entitiesRead,
    entitiesReadNow: entitiesRead - resumedAfter,
    seconds: (performance.now() - started) / 1000,
    occupationsNamed,
    counts: context.counts,
    badLines: bad.list(),
  };
}

/**
 * Reads every entity once, importing the humans with accounts; returns how many entities the
 * dump holds. A line that cannot be read, or whose human the app would refuse, is skipped
 * and listed (with its names and handles the app would refuse); the rest are imported.
 */
async function firstPass(
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

/**
 * Names the professions still given as an occupation's item id (the first pass committed
 * the human before it read the item, or a resumed run skipped it), from the labels the
 * first pass read or else a second pass over the dump, and files those people by the
 * mapping where they have no category yet. Returns how many occupations it named.
 */
async function nameOccupations(
  db: Database,
  options: ImportOptions,
  dump: DumpIdentity,
  context: ImportContext,
  entities: number,
): Promise<number> {
  const unnamed = await queryRows<{ itemId: string }>(
    db,
    sql`select distinct imported->>'profession' as "itemId" from ${wikidataItems}
        where imported->>'profession' ~ '^Q[0-9]+$'`,
  );
  if (unnamed.length === 0) return 0;
  const named = new Map<string, string>();
  const wanted = new Set<string>();
  for (const { itemId } of unnamed) {
    const label = context.occupationLabels.get(itemId);
    if (label) named.set(itemId, label);
    else wanted.add(itemId);
  }
  if (wanted.size > 0) await readLabels(options, dump, context, entities, wanted, named);
  for (const [itemId, label] of named) await nameOccupation(db, itemId, label, context);
  return named.size;
}

/**
 * Reads the dump again for the labels of these items (the first pass met them before they
 * were wanted), as far as the last of them: each item is in the dump once, and an
 * occupation's item usually comes early, its number being low.
 */
async function readLabels(
  options: ImportOptions,
  dump: DumpIdentity,
  context: ImportContext,
  entities: number,
  wanted: ReadonlySet<string>,
  named: Map<string, string>,
) {
  const reader = readDump(options.file, options.maxLineBytes);
  const shape = entityCheck(options.languages);
  const unread = new Set(wanted);
  let read = 0;
  try {
    // The first pass listed the lines it could not read: here they are passed over.
    for await (const { lines } of reader.lines) {
      for (const line of lines) {
        const id = Buffer.isBuffer(line) ? lineEntityId(line) : null;
        if (id && unread.delete(id)) {
          const parsed = parseEntityLine(line as Buffer, shape);
          const label = parsed.ok ? labelOf(parsed.entity, options.languages) : null;
          if (label) named.set(id, label);
        }
      }
      read += lines.length;
      if (unread.size === 0) break;
      options.onProgress?.({
        pass: 'occupations',
        entitiesRead: Math.min(read, entities),
        bytesRead: reader.bytesRead(),
        totalBytes: dump.size,
        counts: context.counts,
      });
    }
  } finally {
    reader.close();
  }
}

/** Gives the people whose profession is still this occupation's item id its label (and a category). */
async function nameOccupation(db: Database, itemId: string, label: string, context: ImportContext) {
  const category = categoryFor([{ itemId, label }], context.mapping);
  const categoryId = category === null ? null : (context.categoryIds.get(category) ?? null);
  await runWrite(db, 'name an occupation of Wikidata items', async (_tx, write) => {
    write.invalidateAll();
    await nameImportedOccupation(write, { itemId, label, categoryId });
  });
}
