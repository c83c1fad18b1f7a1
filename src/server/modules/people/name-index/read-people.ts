import pg from 'pg';
import type { IndexedPerson } from '@shared/compact-name-index';
import { CONNECT_TIMEOUT_MS } from '../../../platform/database/client';

/** People read from the cursor at a time. */
const READ_BATCH = 20_000;

/**
 * The live people's search words in the directory's order (its rating order index), through a
 * cursor on a connection of its own, a batch at a time: the next batch is asked for before
 * `take` handles the last one, so reading and indexing overlap. The last search change
 * number is read in the same snapshot, so that nothing between it and the people is lost.
 * Returns that number (0 when no person has one).
 */
export async function readPeopleInOrder(
  databaseUrl: string,
  take: (batch: IndexedPerson[]) => void,
  { limit }: { limit?: number } = {},
): Promise<{ lastChange: number }> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'directory-name-index-build',
  });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ last: string | null }>(
      'select max(search_change) as last from people',
    );
    await client.query(
      `declare people_in_order no scroll cursor for
        select id, search_words as words from people where not is_deleted
        order by avg_rating desc nulls last, first_name, last_name, id
        ${limit === undefined ? '' : `limit ${Number(limit)}`}`,
    );
    const fetchBatch = () =>
      client.query<IndexedPerson>(`fetch ${READ_BATCH} from people_in_order`);
    let pending = fetchBatch();
    for (;;) {
      const batch = await pending;
      if (batch.rows.length === 0) break;
      pending = fetchBatch();
      take(batch.rows);
    }
    await client.query('commit');
    return { lastChange: Number(rows[0]?.last ?? 0) };
  } finally {
    await client.end();
  }
}
