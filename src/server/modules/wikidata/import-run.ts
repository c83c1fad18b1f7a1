import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { CategoryMapping } from '@shared/wikidata-categories';
import type { Database } from '../../platform/database/client';
import { categories, platforms, wikidataImports } from '../../model/schema';
import { runWrite } from '../derived-data';
import { type BadLine, BadLineList } from './bad-lines';
import { zeroCounts } from './batch-commit';
import { type DumpIdentity, identifyDump } from './dump-lines';
import { firstPass } from './first-pass';
import type { ImportContext, ImportCounts } from './import-context';
import type { ImportOptions } from './import-options';
import { nameOccupations } from './occupation-pass';
import { unlistAccountsNotSeen } from './writes';

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
