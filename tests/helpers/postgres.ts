import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** The address of another database on the same server as `url`. */
export function databaseAddress(url: string, name: string): string {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}

/** Runs administrative statements (CREATE/DROP DATABASE) on the server of `url`. */
export async function administer(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once the connections of its closed pool are gone: forcing the drop
 * while one is still closing would make the server end it with an error its client may
 * report after the test file has finished.
 */
export async function dropTestDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { rows } = await client.query<{ open: number }>(
        'select count(*)::int as open from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.open === 0) break;
      await sleep(50);
    }
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
