import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/server/platform/database/client';
import { runLimited } from './timing';

export interface SavedIndex {
  name: string;
  table: string;
  definition: string;
}

/**
 * Drops every index of these tables that no constraint owns (primary keys and unique
 * constraints stay) and returns their definitions as PostgreSQL reports them, so the
 * same indexes (whatever the migrations made them) come back after the load.
 */
export async function dropSecondaryIndexes(
  db: Database,
  tables: readonly string[],
): Promise<SavedIndex[]> {
  const saved = await queryRows<SavedIndex>(
    db,
    sql`select i.indexname as name, i.tablename as "table", i.indexdef as definition
        from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = any(${sql.param([...tables])}::text[])
          and not exists (
            select 1 from pg_constraint c
            where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
        order by i.tablename, i.indexname`,
  );
  for (const index of saved) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  return saved;
}

/** Builds the saved indexes again, the largest tables' first, `concurrency` at a time. */
export async function createSavedIndexes(
  db: Database,
  saved: SavedIndex[],
  concurrency: number,
): Promise<void> {
  await runLimited(
    saved.map((index) => () => db.execute(sql.raw(index.definition))),
    concurrency,
  );
}
