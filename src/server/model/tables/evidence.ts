import { integer, pgTable } from 'drizzle-orm/pg-core';
import { people } from './people';

/**
 * People whose stored chains and contests (social_accounts.proven_chain, contest) are to be
 * refreshed outside a write: those the migration that introduced them found with evidence.
 */
export const evidenceRefreshes = pgTable('evidence_refreshes', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => people.id, { onDelete: 'cascade' }),
});
