import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import lockfile from 'proper-lockfile';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { projectFolder } from '../../project-folder';
import {
  PRIMARY_POSITION_QUERY,
  ReplicaSet,
  type ReplicaState,
  type ReplicaStateListener,
  type DatabaseServerName,
  routeReadsToReplicas,
} from './replicas';

export const migrationsFolder = path.join(projectFolder, 'src/server/platform/database/migrations');

export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgresql';
  /** The PostgreSQL primary's address; null for the embedded database. */
  primaryUrl: string | null;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Hears about pooled connections that broke while idle (the server restarted or the
   * network dropped them); the pool replaces them by itself, so this is for the log only.
   */
  onConnectionError(listener: (error: Error, server: DatabaseServerName) => void): void;
  /** Whether public reads may go to read replicas (DATABASE_READ_URL). */
  hasReplicas: boolean;
  /** Each replica's state, in the order of DATABASE_READ_URL. */
  replicaStates(): ReplicaState[];
  /** Hears a replica becoming usable or not (for the log). */
  onReplicaStateChange(listener: ReplicaStateListener): void;
}

export interface DatabaseOptions {
  /** PostgreSQL server address; without it the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; without it the embedded database lives in memory. */
  dataDir?: string;
  /** A dump of an embedded database to start from (tests copy a migrated template). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Read replicas of the PostgreSQL server at `url`, for public reads. */
  readUrls?: readonly string[];
  /** A replica further behind than this is passed over. */
  replicaMaxLagMs?: number;
  /** Called with every SQL statement (tests count statements with it). */
  onQuery?: (query: string) => void;
}

/** The database the settings name: PostgreSQL at DATABASE_URL, else the embedded one under DATA_DIR. */
export function openConfiguredDatabase(config: {
  databaseUrl?: string;
  databaseReadUrls?: readonly string[];
  replicaMaxLagMs?: number;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return openDatabase({
    url: config.databaseUrl,
    readUrls: config.databaseReadUrls,
    replicaMaxLagMs: config.replicaMaxLagMs,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options);
}

function queryLogger({ onQuery }: DatabaseOptions) {
  return onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
}

/** Said when a second process tries to open an embedded database that another has open. */
export class DatabaseInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${dataDir} is in use by another process (is \`npm start\` running?). ` +
        'Stop that process first, then run this again (and start the app after an operator ' +
        'command); nothing was changed. After a crash, the lock expires within a minute.',
    );
    this.name = 'DatabaseInUseError';
  }
}

/** How long a lock goes without its holder touching it before another process may take it. */
const LOCK_STALE_MS = 60_000;

/**
 * Holds the embedded database's folder for this process: PGlite is one process's alone, and
 * a second writer would lose or corrupt data that both believe they wrote.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      stale: LOCK_STALE_MS,
      update: LOCK_STALE_MS / 4,
      realpath: false,
      // A long query of the embedded database can hold the event loop past an update; the
      // lock is still this process's, so that is said rather than ending the process.
      onCompromised: (error) =>
        console.warn(`The lock on the embedded database could not be renewed: ${error.message}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DatabaseInUseError(dataDir);
    throw error;
  }
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { dataDir } = options;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => undefined;
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const db = drizzlePglite(client, { logger: queryLogger(options) });
  return {
    db,
    engine: 'pglite',
    primaryUrl: null,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      await unlock();
    },
    // An embedded database has no connections to lose, and no replicas.
    onConnectionError: () => undefined,
    hasReplicas: false,
    replicaStates: () => [],
    onReplicaStateChange: () => undefined,
  };
}

/** How long a request may wait for a connection (a free one in the pool, or a new one). */
export const CONNECT_TIMEOUT_MS = 10_000;

/** Any number unique to this app: instances starting together migrate one after the other. */
const MIGRATION_LOCK = 728_361_094;

/** Applies the migrations while holding a lock that other instances' migrations wait for. */
async function migrateExclusively(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    // Ending the session releases the lock whatever happened.
    client.release(true);
  }
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const poolSize = options.poolSize ?? 10;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Without a bound a request would wait forever for a server that accepts no connection.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  let connectionErrorListener: (error: Error, server: DatabaseServerName) => void = () => undefined;
  // A connection that breaks emits 'error': on the pool while idle, on the client while a
  // request holds it (between the queries of a transaction). Unheard, either would end the
  // process; the client's listener logs it, and the pool drops the broken connection.
  const configure = (configured: pg.Pool, server: DatabaseServerName) => {
    configured.on('error', () => undefined);
    configured.on('connect', (client) => {
      client.on('error', (error) => connectionErrorListener(error, server));
      // Numeric averages and bigint counts arrive as strings by default; the app reads them as numbers.
      client.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));
      client.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
    });
  };
  configure(pool, 'primary');
  const readUrls = options.readUrls ?? [];
  const replicas =
    readUrls.length > 0
      ? new ReplicaSet(
          readUrls,
          options.replicaMaxLagMs ?? 10_000,
          configure,
          poolSize,
          async () =>
            (await pool.query<{ position: string }>(PRIMARY_POSITION_QUERY)).rows[0]!.position,
        )
      : undefined;
  if (replicas) routeReadsToReplicas(pool, replicas);
  const db = drizzlePg(pool, { logger: queryLogger(options) });
  return {
    db,
    engine: 'postgresql',
    primaryUrl: url,
    migrate: () => migrateExclusively(pool),
    close: async () => {
      await replicas?.close();
      await pool.end();
    },
    onConnectionError: (listener) => {
      connectionErrorListener = listener;
    },
    hasReplicas: replicas !== undefined,
    replicaStates: () => replicas?.states() ?? [],
    onReplicaStateChange: (listener) => replicas?.onStateChange(listener),
  };
}

/** Runs raw SQL and returns its rows, for the few queries the query builder cannot express. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
