import { eq } from 'drizzle-orm';
import { people } from '../../db/schema';

/** A person the public can see: not deleted (merged people are deleted too). */
export const personIsListed = eq(people.isDeleted, false);
