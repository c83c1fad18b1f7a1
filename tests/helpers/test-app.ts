import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type AppOptions, buildApp, type App } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type DatabaseHandle, openDatabase } from '../../src/server/platform/database/client';
import { seedReferenceData } from '../../src/server/modules/catalog';
import { administer, databaseAddress, dropTestDatabase } from './postgres';

/** PostgreSQL when DATABASE_URL is set (as in CI), else the embedded database. */
export const databaseUrl = process.env.DATABASE_URL;

export interface TestDatabase extends DatabaseHandle {
  /** Every SQL statement run since the last reset. */
  statements: string[];
  /** The PostgreSQL database's address, for another instance's own connections; none when embedded. */
  url?: string;
}

/**
 * A fresh database for one test file: a copy of the migrated embedded template, or a
 * copy of the run's template database on the PostgreSQL server, dropped again by `close`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const statements: string[] = [];
  const onQuery = (query: string) => statements.push(query);
  if (!databaseUrl) {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const handle = await openDatabase({ loadDataDir: template, onQuery });
    return { ...handle, statements };
  }
  const templateName = inject('postgresTemplate');
  const name = `${templateName.replace(/_template$/, '')}_${randomBytes(4).toString('hex')}`;
  await administer(databaseUrl, [`create database "${name}" template "${templateName}"`]);
  const handle = await openDatabase({
    url: databaseAddress(databaseUrl, name),
    poolSize: 4,
    onQuery,
  });
  return {
    ...handle,
    statements,
    close: async () => {
      await handle.close();
      await dropTestDatabase(databaseUrl, name);
    },
  };
}

/** The local PostgreSQL server the tests that need concurrent connections run on, unless DATABASE_URL names one. */
const serverUrl = databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh, migrated database on a PostgreSQL server whatever the run's database: for the
 * few tests that need several connections at once, which the embedded database lacks.
 */
export async function createServerTestDatabase({ poolSize = 4 } = {}): Promise<TestDatabase> {
  const statements: string[] = [];
  const name = `server_test_${randomBytes(6).toString('hex')}`;
  await administer(serverUrl, [`create database "${name}"`]);
  const url = databaseAddress(serverUrl, name);
  const handle = await openDatabase({
    url,
    poolSize,
    onQuery: (query) => statements.push(query),
  });
  await handle.migrate();
  await seedReferenceData(handle.db);
  return {
    ...handle,
    statements,
    url,
    close: async () => {
      await handle.close();
      await dropTestDatabase(serverUrl, name);
    },
  };
}

export interface TestContext {
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real application on a fresh database, driven through `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<
    AppOptions,
    'webDistDir' | 'webServerDistDir' | 'clock' | 'scheduledJobs' | 'logger'
  > & {
    database?: TestDatabase;
  } = {},
): Promise<TestContext> {
  const { webDistDir, webServerDistDir, clock, scheduledJobs, logger } = options;
  const database = options.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'directory-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    RATE_LIMIT: 'off',
    RATINGS_REFRESH_HOURS: '0',
    // Tests write straight to the database too, which no kept answer would notice.
    READ_CACHE_SECONDS: '0',
    // Tests write people straight to the database too, which an index in memory would hear
    // of only at its next read of the changes; the name index's own tests turn it on.
    NAME_INDEX: 'off',
    // A job keeping cards every second would add its statements to those a test counts;
    // the kept cards' own tests keep them when they mean to.
    CARDS_CHECK_SECONDS: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    webDistDir,
    webServerDistDir,
    clock,
    scheduledJobs,
    logger,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
