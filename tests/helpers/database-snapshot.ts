import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../src/server/platform/database/client';

/** Every table's row count and a digest of its rows, in one round trip. */
export type DatabaseSnapshot = Record<string, string>;

/**
 * Takes snapshots of every application table. `ignored` names, by table, the columns that
 * change on their own after a request has been answered (a mail's delivery state), which
 * the digest leaves out.
 */
export async function snapshotter(
  db: Database,
  ignored: Record<string, string[]> = {},
): Promise<() => Promise<DatabaseSnapshot>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const query = sql.join(
    tables.map(({ name }) => {
      const row = sql`(to_jsonb(t) - ${`{${(ignored[name] ?? []).join(',')}}`}::text[])::text`;
      return sql`select ${name} as name, count(*) || ':' || md5(coalesce(string_agg(${row}, ',' order by ${row}), '')) as state from ${sql.identifier(name)} t`;
    }),
    sql` union all `,
  );
  return async () => {
    const rows = await queryRows<{ name: string; state: string }>(db, query);
    return Object.fromEntries(rows.map(({ name, state }) => [name, state]));
  };
}
