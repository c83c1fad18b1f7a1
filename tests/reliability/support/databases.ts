import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '../../../src/server/platform/database/client';
import { administer, databaseAddress, dropTestDatabase } from '../../helpers/postgres';

/** The PostgreSQL server the server processes share: DATABASE_URL's (as in CI), else the local one. */
export const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The Redis the instances share for rate limits. */
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface FreshDatabase {
  /** Where the server processes find it. */
  url: string;
  /** A pool of the test's own, to seed rows and read what the servers wrote. */
  handle(): Promise<DatabaseHandle>;
  /** Closes the test's pool and drops the database. */
  drop(): Promise<void>;
}

/**
 * An empty database on the server of `serverUrl`, for one test file: the first server
 * process started on it migrates it, as in production.
 */
export async function createFreshDatabase(serverUrl = postgresUrl): Promise<FreshDatabase> {
  const name = `reliability_${randomBytes(5).toString('hex')}`;
  await administer(serverUrl, [`create database "${name}"`]);
  const url = databaseAddress(serverUrl, name);
  let opened: DatabaseHandle | undefined;
  return {
    url,
    handle: async () => (opened ??= await openDatabase({ url, poolSize: 4 })),
    drop: async () => {
      await opened?.close();
      await dropTestDatabase(serverUrl, name);
    },
  };
}
