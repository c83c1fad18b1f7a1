import { asc, inArray, isNull, sql } from 'drizzle-orm';
import { normalizeSearchText } from '@shared/search-text';
import { personSlug } from '@shared/slug';
import { type Database, queryRows } from '../../platform/database/client';
import { insertColumns, tableRows } from '../../platform/database/insert-columns';
import { people } from '../../model/schema';
import { personNameSkeleton } from './name-skeleton';
import { refreshSearchWords, SEARCH_WORDS_VERSION } from '../derived-data';

export interface NewPerson {
  firstName: string;
  lastName: string;
  profession: string;
  categoryId: number | null;
  addedById?: number | null;
  profileImageUrl?: string | null;
  addedAt?: Date;
  isDemo?: boolean;
  wikidataId?: string | null;
}

/** The key under which two names count as the same person: no case, no accents, single spaces. */
export function personNameKey(firstName: string, lastName: string): string {
  return normalizeSearchText(`${firstName} ${lastName}`);
}

/**
 * A name's columns as people store them: the name with single spaces, its slug, key and
 * skeleton.
 */
export function personNameColumns(first: string, last: string) {
  const firstName = first.trim().replace(/\s+/g, ' ');
  const lastName = last.trim().replace(/\s+/g, ' ');
  return {
    firstName,
    lastName,
    slug: personSlug(firstName, lastName),
    nameKey: personNameKey(firstName, lastName),
    nameSkeleton: personNameSkeleton(firstName, lastName),
  };
}

/** What a new person may give beside their name, profession and category. */
const OPTIONAL_PERSON_KEYS = [
  'addedById',
  'profileImageUrl',
  'addedAt',
  'isDemo',
  'wikidataId',
] as const satisfies readonly (keyof NewPerson)[];

/**
 * Inserts people with their derived columns (slug, name key and skeleton, search words) in
 * one statement of an array a column (a new person's values as given, the columns none of
 * them gives at their defaults), and indexes their words; with `wordsLater`, without words:
 * the write unit inserting them makes them when it settles, with their aliases and
 * accounts, once.
 */
export async function insertPeople(
  db: Database,
  newPeople: NewPerson[],
  { wordsLater = false }: { wordsLater?: boolean } = {},
) {
  if (newPeople.length === 0) return [];
  const rows = newPeople.map((person) => ({
    ...person,
    ...personNameColumns(person.firstName, person.lastName),
    profession: person.profession.trim().replace(/\s+/g, ' '),
    searchWordsVersion: SEARCH_WORDS_VERSION,
  }));
  const given = OPTIONAL_PERSON_KEYS.filter((key) => rows.some((row) => row[key] !== undefined));
  const inserted = tableRows(
    people,
    await queryRows<Record<string, unknown>>(
      db,
      sql`${insertColumns(
        people,
        [
          'firstName',
          'lastName',
          'slug',
          'nameKey',
          'nameSkeleton',
          'profession',
          'categoryId',
          'searchWordsVersion',
          ...given,
        ],
        // A key some rows give and others not is refused there, with the row it lacks in.
        rows as Required<(typeof rows)[number]>[],
        { searchWords: sql`'{}'::text[]` },
      )} returning *`,
    ),
  );
  if (wordsLater) return inserted;
  const ids = inserted.map((person) => person.id);
  await refreshSearchWords(db, ids);
  return db.select().from(people).where(inArray(people.id, ids)).orderBy(asc(people.id));
}

/** People read and written per round while filling name skeletons. */
const SKELETON_BATCH = 500;

/**
 * Fills the name skeleton of people added before it existed (SQL cannot compute it), a
 * batch at a time; a no-op once every row has one. Returns how many rows it filled.
 */
export async function fillNameSkeletons(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const batch = await db
      .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
      .from(people)
      .where(isNull(people.nameSkeleton))
      .orderBy(asc(people.id))
      .limit(SKELETON_BATCH);
    if (batch.length === 0) return filled;
    const ids = batch.map((person) => person.id);
    const skeletons = batch.map((person) => personNameSkeleton(person.firstName, person.lastName));
    await db.execute(sql`
      update people set name_skeleton = filled.skeleton
      from unnest(${sql.param(ids)}::int[], ${sql.param(skeletons)}::text[]) as filled(id, skeleton)
      where people.id = filled.id and people.name_skeleton is null`);
    filled += batch.length;
  }
}
