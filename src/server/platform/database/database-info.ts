import { sql } from 'drizzle-orm';
import type { DatabaseInfo } from '@shared/schemas/admin-system';
import { type Database, queryRows } from './client';
import type { ReplicaState } from './replicas';

/** The replicas as an admin reads them: numbered as in DATABASE_READ_URL, an unknown lag as null. */
export function describeReplicas(states: ReplicaState[]): DatabaseInfo['replicas'] {
  return states.map((state, index) => ({
    number: index + 1,
    usable: state.usable,
    reason: state.usable ? null : state.reason,
    lagMs: state.lagMs !== undefined && Number.isFinite(state.lagMs) ? state.lagMs : null,
  }));
}

/** The engine, the size of the database on disk and the exact row count of every table. */
export async function databaseInfo(
  db: Database,
  engine: DatabaseInfo['engine'],
): Promise<Omit<DatabaseInfo, 'replicas' | 'uploadStorage'>> {
  const [size] = await queryRows<{ bytes: number }>(
    db,
    sql`select pg_database_size(current_database())::float8 as bytes`,
  );
  const tableNames = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by c.relname`,
  );
  const counts = tableNames.length
    ? await queryRows<{ name: string; rows: number }>(
        db,
        sql.join(
          tableNames.map(
            ({ name }) =>
              sql`select ${name}::text as name, count(*)::float8 as rows from ${sql.identifier(name)}`,
          ),
          sql` union all `,
        ),
      )
    : [];
  const rowsByName = new Map(counts.map((row) => [row.name, Number(row.rows)]));
  return {
    engine,
    sizeBytes: Number(size?.bytes ?? 0),
    tables: tableNames.map(({ name }) => ({ name, rows: rowsByName.get(name) ?? 0 })),
  };
}
