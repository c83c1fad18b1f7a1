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
