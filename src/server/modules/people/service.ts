import { and, asc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { MAX_SERIAL_ID } from '@shared/constants';
import { parsePersonRef } from '@shared/slug';
import type { MergedPerson } from '@shared/schemas/people';
import type { PersonDetail } from '@shared/schemas/person-detail';
import type { Database } from '../../platform/database/client';
import { preparedOn } from '../../platform/database/prepared';
import { categories, people, users } from '../../model/schema';
import { notFound } from '../../platform/http/http-errors';
import { listPersonPageAccounts } from '../accounts';
import { anchorsOf } from '../anchors';
import { findMergeTarget, mergedPersonResponse } from './merges';
import { personColumns } from './person-columns';
import { toPerson } from './person-card';

/** A live person, or a merged-away one, by a column: the live one wins over the merged. */
const personWhere = (db: Database, found: SQL) =>
  db
    .select({
      ...personColumns,
      // Most people have no official site: their page then reads none, a round trip saved.
      hasAnchors: sql<boolean>`exists (select 1 from identity_anchors a
        where a.person_id = ${people.id} and a.status = 'confirmed')`,
    })
    .from(people)
    .leftJoin(categories, eq(categories.id, people.categoryId))
    .leftJoin(users, eq(users.id, people.addedById))
    .where(and(found, or(eq(people.isDeleted, false), isNotNull(people.mergedIntoId))))
    .orderBy(asc(people.isDeleted), asc(people.id))
    .limit(1);
const personById = preparedOn((db) =>
  personWhere(db, eq(people.id, sql.placeholder('id'))).prepare('person_by_id'),
);
const personBySlug = preparedOn((db) =>
  personWhere(db, eq(people.slug, sql.placeholder('slug'))).prepare('person_by_slug'),
);

export type PersonLookup =
  { kind: 'live'; person: PersonDetail } | { kind: 'merged'; answer: MergedPerson };

export const personNotFound = () => notFound('Person not found');

/**
 * A person by id or name slug, with the accounts their page shows (every verified one, the
 * first page of pending ones) and how many are pending. A live person wins over a
 * merged-away person with the same slug; a merged-away person's result is the live person
 * they were merged into. Null when there is no such person or they were deleted unmerged.
 */
export async function lookUpPerson(
  db: Database,
  ref: string,
  viewerId?: number,
): Promise<PersonLookup | null> {
  const parsed = parsePersonRef(ref);
  if ('id' in parsed && parsed.id > MAX_SERIAL_ID) return null;
  const [row] =
    'id' in parsed
      ? await personById(db).execute({ id: parsed.id })
      : await personBySlug(db).execute({ slug: parsed.slug });
  if (!row) return null;
  if (row.person.isDeleted) {
    const target = await findMergeTarget(db, row.person);
    return target && { kind: 'merged', answer: mergedPersonResponse(target) };
  }
  const [accounts, anchors] = await Promise.all([
    listPersonPageAccounts(db, row.person.id, viewerId),
    row.hasAnchors
      ? anchorsOf(db, [row.person.id]).then((byPerson) => byPerson.get(row.person.id) ?? [])
      : [],
  ]);
  return {
    kind: 'live',
    person: {
      ...toPerson(row, accounts),
      anchors,
      pendingAccountCount: row.person.pendingAccountCount,
    },
  };
}

/** A live person by id or name slug, as their page shows them (lookUpPerson); 404 otherwise. */
export async function getPerson(
  db: Database,
  ref: string,
  viewerId?: number,
): Promise<PersonDetail> {
  const found = await lookUpPerson(db, ref, viewerId);
  if (found?.kind !== 'live') throw personNotFound();
  return found.person;
}
