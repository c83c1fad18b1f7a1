import { and, eq, ne, sql } from 'drizzle-orm';
import { people, personAliases } from '../../db/schema';
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

/** Adds another name for a person; their search words follow. */
export async function addAliasRecord(
  derived: DerivedData,
  alias: typeof personAliases.$inferInsert,
) {
  const [inserted] = await derived.tx.insert(personAliases).values(alias).returning();
  derived.searchWordsChanged(alias.personId);
  return inserted!;
}

/** Removes one of a person's other names; their search words follow. */
export async function removeAliasRecord(derived: DerivedData, personId: number, aliasId: number) {
  await derived.tx.delete(personAliases).where(eq(personAliases.id, aliasId));
  derived.searchWordsChanged(personId);
}

/**
 * Gives person A the aliases of person B being merged into them, but for those A already
 * has (or that are A's name); their search words follow.
 */
export async function moveAliases(derived: DerivedData, fromPersonId: number, toPersonId: number) {
  await derived.tx.execute(sql`
    update person_aliases moved set person_id = ${toPersonId}
    where moved.person_id = ${fromPersonId}
      and not exists (select from person_aliases kept
                      where kept.person_id = ${toPersonId} and kept.name_key = moved.name_key)
      and moved.name_key <> (select name_key from people where id = ${toPersonId})`);
  derived.searchWordsChanged(toPersonId, fromPersonId);
}
