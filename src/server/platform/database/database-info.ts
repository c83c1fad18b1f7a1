import { sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, queryRows } from './client';
import type { ReplicaState } from './replicas';

/** A read replica as an operator reads it. */
export interface ReplicaDescription {
  /** Its place in DATABASE_READ_URL, from 1. */
  number: number;
  usable: boolean;
  reason: Exclude<ReplicaState, { usable: true }>['reason'] | null;
  /** How far behind the primary at the last check; null when unknown. */
  lagMs: number | null;
}

/** The database as an operator reads it: its engine, its size on disk and its tables' rows. */
export interface DatabaseFacts {
  engine: DatabaseHandle['engine'];
  sizeBytes: number;
  tables: { name: string; rows: number }[];
}

/** The replicas as an admin reads them: numbered as in DATABASE_READ_URL, an unknown lag as null. */
export function describeReplicas(states: ReplicaState[]): ReplicaDescription[] {
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
  engine: DatabaseFacts['engine'],
): Promise<DatabaseFacts> {
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
