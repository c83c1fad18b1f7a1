import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/database/client';
import { runWrite } from './transaction';

/** How many queued people one refresh takes. */
const QUEUE_BATCH = 100;

/**
 * Refreshes the stored evidence of people queued outside a write (evidence_refreshes: those the
 * migration that introduced chains found with evidence), a batch at a time. Returns how many
 * people it refreshed.
 */
export async function refreshQueuedEvidence(db: Database): Promise<number> {
  return runWrite(db, 'refresh queued evidence', async (tx, write) => {
    const queued = await queryRows<{ person_id: number }>(
      tx,
      sql`delete from evidence_refreshes where person_id in (
            select person_id from evidence_refreshes order by person_id limit ${QUEUE_BATCH}
            for update skip locked)
          returning person_id`,
    );
    write.invalidatesNothing();
    write.evidenceChanged(...queued.map((row) => row.person_id));
    return queued.length;
  });
}
