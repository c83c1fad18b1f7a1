import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../src/server/platform/database/client';
import { sequentialScans } from './report';

/** Tables a list query must never read whole. */
export const WATCHED_TABLES = ['people', 'social_accounts', 'votes', 'ratings'] as const;

export interface Statement {
  query: string;
  params: unknown[];
}

/**
 * A database handle whose every statement is recorded with its parameters, so the app's
 * own service functions tell which SQL a request runs (nothing is copied, nothing drifts),
 * and a way to EXPLAIN ANALYZE a recorded statement on the same data.
 */
export interface RecordingDatabase {
  db: Database;
  take(): Statement[];
  explain(statement: Statement): Promise<string>;
  close(): Promise<void>;
}

export async function openRecordingDatabase(
  target: { url: string } | { dataDir: string },
): Promise<RecordingDatabase> {
  let recorded: Statement[] = [];
  const logger: Logger = { logQuery: (query, params) => recorded.push({ query, params }) };
  const take = () => {
    const statements = recorded;
    recorded = [];
    return statements;
  };
  type PlanRows = { rows: { 'QUERY PLAN': string }[] };
  const explainWith =
    (run: (text: string, params: unknown[]) => Promise<PlanRows>) =>
    async ({ query, params }: Statement) =>
      (await run(`explain (analyze, buffers) ${query}`, params)).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 1 });
    pool.on('connect', (client) => {
      client.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));
      client.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
    });
    const db: Database = drizzlePg(pool, { logger });
    const explain = explainWith((text, params) => pool.query(text, params));
    return { db, take, explain, close: () => pool.end() };
  }
  const client = await PGlite.create({ dataDir: target.dataDir, extensions: { pg_trgm } });
  const db: Database = drizzlePglite(client, { logger });
  const explain = explainWith((text, params) => client.query(text, params));
  return { db, take, explain, close: () => client.close() };
}

export interface ExplainedCall {
  name: string;
  plans: { query: string; plan: string; seqScans: string[] }[];
}

/** Runs one of the app's reads on the recording database and explains every statement it ran. */
export async function explainCall(
  database: RecordingDatabase,
  name: string,
  call: (db: Database) => Promise<unknown>,
): Promise<ExplainedCall> {
  database.take();
  await call(database.db);
  const plans = [];
  for (const statement of database.take()) {
    // The app's own planner estimates (EXPLAIN without ANALYZE) run no query to explain.
    const plan = /^\s*explain\b/i.test(statement.query)
      ? '(an EXPLAIN the app runs itself: planning only, no rows read)'
      : await database.explain(statement);
    plans.push({
      query: statement.query.replace(/\s+/g, ' ').trim(),
      plan,
      seqScans: sequentialScans(plan, WATCHED_TABLES),
    });
  }
  return { name, plans };
}

export function explainText(calls: ExplainedCall[]): string {
  return calls
    .map((call) =>
      [
        `### ${call.name}`,
        ...call.plans.map((entry, index) =>
          [
            `-- statement ${index + 1}${entry.seqScans.length ? ` (SEQ SCAN on ${entry.seqScans.join(', ')})` : ''}`,
            entry.query,
            entry.plan,
          ].join('\n'),
        ),
      ].join('\n\n'),
    )
    .join('\n\n');
}
