import { sql } from 'drizzle-orm';
import { people } from '../../model/schema';

/**
 * A person the public can see: not deleted (merged people are deleted too). Each rule here
 * is written without parameters, so that a prepared statement's generic plan still matches
 * it to the partial indexes made for it.
 */
export const personIsListed = sql`not ${people.isDeleted}`;
