import { and, eq, ne } from 'drizzle-orm';
import { people } from '../../db/schema';
import type { DerivedData } from '../derived-data';
import { insertPeople, type NewPerson } from './records';

/** Adds one person; the feed says person_added. */
export async function addPersonRecord(derived: DerivedData, person: NewPerson) {
  const [inserted] = await insertPeople(derived.tx, [person]);
  derived.record({ kind: 'person_added', personId: inserted!.id });
  return inserted!;
}

/** Deletes a person (kept, hidden from every public read); their directory accounts leave with them. */
export async function markPersonDeleted(derived: DerivedData, personId: number) {
  await derived.watchDirectory([personId]);
  await derived.tx.update(people).set({ isDeleted: true }).where(eq(people.id, personId));
  derived.record({ kind: 'person_deleted', personId });
}

/**
 * Marks person B deleted and merged into A, and points the people merged into B earlier
 * at A. Moving B's accounts is moveAccounts' part.
 */
export async function markPersonMerged(
  derived: DerivedData,
  removePersonId: number,
  keepPersonId: number,
) {
  await derived.watchDirectory([keepPersonId, removePersonId]);
  await derived.tx
    .update(people)
    .set({ mergedIntoId: keepPersonId })
    .where(and(eq(people.mergedIntoId, removePersonId), ne(people.id, keepPersonId)));
  await derived.tx
    .update(people)
    .set({ isDeleted: true, mergedIntoId: keepPersonId })
    .where(eq(people.id, removePersonId));
  derived.record({ kind: 'person_merged', personId: removePersonId, mergedIntoId: keepPersonId });
}
