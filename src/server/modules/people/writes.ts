import { and, eq, ne, sql } from 'drizzle-orm';
import { queryRows } from '../../platform/database/client';
import { insertColumns } from '../../platform/database/insert-columns';
import { people, personAliases } from '../../model/schema';
import type { WriteScope } from '../derived-data';
import { insertPeople, type NewPerson } from './records';

/** Adds one person; the feed says person_added. */
export async function addPersonRecord(write: WriteScope, person: NewPerson) {
  const [inserted] = await addPersonRecords(write, [person]);
  return inserted!;
}

/** Adds people in one statement; the feed says person_added for each. */
export async function addPersonRecords(write: WriteScope, newPeople: NewPerson[]) {
  const inserted = await insertPeople(write.tx, newPeople, { wordsLater: true });
  write.searchWordsChanged(...inserted.map((person) => person.id));
  write.record(
    ...inserted.map((person) => ({ kind: 'person_added' as const, personId: person.id })),
  );
  return inserted;
}

/** Deletes a person (kept, hidden from every public read); their directory accounts leave with them. */
export async function markPersonDeleted(write: WriteScope, personId: number) {
  await write.watchDirectory([personId]);
  await write.tx.update(people).set({ isDeleted: true }).where(eq(people.id, personId));
  // Another person's account contested as this person's handle is no longer claimed.
  write.evidenceChanged(personId);
  write.record({ kind: 'person_deleted', personId });
}

/**
 * Marks person B deleted and merged into A, points the people merged into B earlier at A,
 * and gives A B's Wikidata item when A has none. Moving B's accounts is moveAccounts' part.
 */
export async function markPersonMerged(
  write: WriteScope,
  removePersonId: number,
  keepPersonId: number,
) {
  await write.watchDirectory([keepPersonId, removePersonId]);
  await write.tx
    .update(people)
    .set({ mergedIntoId: keepPersonId })
    .where(and(eq(people.mergedIntoId, removePersonId), ne(people.id, keepPersonId)));
  await write.tx
    .update(people)
    .set({ isDeleted: true, mergedIntoId: keepPersonId })
    .where(eq(people.id, removePersonId));
  // The kept person is the Wikidata item's human now, unless they have an item of their own.
  await write.tx.execute(sql`
    update people kept set wikidata_id = removed.wikidata_id
    from people removed
    where kept.id = ${keepPersonId} and removed.id = ${removePersonId}
      and kept.wikidata_id is null and removed.wikidata_id is not null`);
  write.evidenceChanged(keepPersonId, removePersonId);
  write.record({ kind: 'person_merged', personId: removePersonId, mergedIntoId: keepPersonId });
}

/** An alias to add: its name as given and as names are compared, and who adds it. */
export type NewAlias = Pick<
  typeof personAliases.$inferSelect,
  'personId' | 'name' | 'language' | 'nameKey' | 'nameSkeleton' | 'addedById'
>;

/** Adds another name for a person; their search words follow. */
export async function addAliasRecord(write: WriteScope, alias: NewAlias) {
  const [inserted] = await addAliasRecords(write, [alias]);
  return inserted!;
}

/** Adds other names for people in one statement; their search words follow. */
export async function addAliasRecords(write: WriteScope, aliases: NewAlias[]) {
  if (aliases.length === 0) return [];
  const inserted = await queryRows<{
    id: number;
    name: string;
    language: string | null;
    addedById: number | null;
  }>(
    write.tx,
    sql`${insertColumns(
      personAliases,
      ['personId', 'name', 'language', 'nameKey', 'nameSkeleton', 'addedById'],
      aliases,
    )} returning id, name, language, added_by_id as "addedById"`,
  );
  write.searchWordsChanged(...aliases.map((alias) => alias.personId));
  return inserted;
}

/** Removes one of a person's other names; their search words follow. */
export async function removeAliasRecord(write: WriteScope, personId: number, aliasId: number) {
  await write.tx.delete(personAliases).where(eq(personAliases.id, aliasId));
  write.searchWordsChanged(personId);
}

/**
 * Gives person A the aliases of person B being merged into them, but for those A already
 * has (or that are A's name); their search words follow.
 */
export async function moveAliases(write: WriteScope, fromPersonId: number, toPersonId: number) {
  await write.tx.execute(sql`
    update person_aliases moved set person_id = ${toPersonId}
    where moved.person_id = ${fromPersonId}
      and not exists (select from person_aliases kept
                      where kept.person_id = ${toPersonId} and kept.name_key = moved.name_key)
      and moved.name_key <> (select name_key from people where id = ${toPersonId})`);
  write.searchWordsChanged(toPersonId, fromPersonId);
}
