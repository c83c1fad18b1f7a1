import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/server/platform/database/client';
import { databaseName, withDatabase } from './args';

/**
 * Creates the benchmark database when it is missing; with `reset`, drops it first.
 * Answers whether it was created now.
 */
export async function ensureDatabase(url: string, reset: boolean): Promise<boolean> {
  const name = databaseName(url);
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    const quoted = admin.escapeIdentifier(name);
    if (reset) await admin.query(`drop database if exists ${quoted} with (force)`);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await admin.query(`create database ${quoted}`);
    return true;
  } finally {
    await admin.end();
  }
}

/** A pool for bulk work: big sort memory, no per-row foreign key triggers, no commit waits. */
export function openLoaderPool(url: string, connections: number) {
  const pool = new pg.Pool({
    connectionString: url,
    max: connections,
    options:
      '-c work_mem=256MB -c maintenance_work_mem=1GB -c session_replication_role=replica -c synchronous_commit=off',
  });
  pool.on('connect', (client) => {
    client.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));
    client.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
  });
  const db: Database = drizzle(pool);
  return { db, close: () => pool.end() };
}
