import { eq } from 'drizzle-orm';
import type { NewPersonInput, Person } from '@shared/schemas/people';
import type { Database } from '../../platform/database/client';
import { isUniqueViolation } from '../../platform/database/errors';
import { categories } from '../../model/schema';
import { badRequest, conflict } from '../../platform/http/http-errors';
import { runWrite, standingFollowUp } from '../derived-data';
import { personAdded } from './topics';
import { personNamed } from './aliases';
import { personNameSkeleton } from './name-skeleton';
import { personNameKey } from './records';
import { getPerson } from './service';
import { addPersonRecord } from './writes';

const DUPLICATE_MESSAGE = 'A person with this name already exists.';

/** A live person whose name or alias is this name, or displays the same (its confusable skeleton). */
const duplicateOf = (db: Database, firstName: string, lastName: string) =>
  personNamed(db, {
    nameKey: personNameKey(firstName, lastName),
    nameSkeleton: personNameSkeleton(firstName, lastName),
  });

/**
 * Adds a person for a signed-in user. A person of the same first and last name (ignoring
 * case, accents and extra spaces), or of a name that displays the same, or known by it (an
 * alias), is a 409 that names the existing person.
 */
export async function addPerson(
  db: Database,
  input: NewPersonInput,
  userId: number,
): Promise<Person> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.categoryId));
  if (!category)
    throw badRequest('Please choose a category', { categoryId: ['Please choose a category'] });
  const existing = await duplicateOf(db, input.firstName, input.lastName);
  if (existing) throw conflict(DUPLICATE_MESSAGE, { existingPerson: existing });
  try {
    const person = await runWrite(db, 'add a person', (_tx, write) => {
      write.invalidate(...personAdded(userId));
      write.followUp(standingFollowUp, { userId: userId });
      return addPersonRecord(write, { ...input, addedById: userId });
    });
    return getPerson(db, String(person.id), userId);
  } catch (error) {
    // Another request added the same name between the check and the insert.
    const raced =
      isUniqueViolation(error) && (await duplicateOf(db, input.firstName, input.lastName));
    if (raced) throw conflict(DUPLICATE_MESSAGE, { existingPerson: raced });
    throw error;
  }
}
