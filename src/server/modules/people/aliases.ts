import { and, count, eq, sql } from 'drizzle-orm';
import { type Actor, can } from '@shared/permissions';
import {
  type Alias,
  ALIASES_PER_PERSON,
  ALIASES_PER_USER_PER_DAY,
  ALIASES_PER_USER_PER_PERSON_PER_DAY,
  type NewAliasInput,
  type PersonLink,
} from '@shared/schemas/people';
import { type Database, queryRows } from '../../platform/database/client';
import { isUniqueViolation } from '../../platform/database/errors';
import { people, personAliases } from '../../model/schema';
import { conflict, forbidden, notFound } from '../../platform/http/http-errors';
import { runWrite, standingFollowUp } from '../derived-data';
import { holdCapLock, spendWriteAllowance } from '../write-caps';
import { aliasesChanged } from './topics';
import { personIsListed } from '../visibility';
import { personNameSkeleton } from './name-skeleton';
import { personNameKey } from './records';
import { addAliasRecord, removeAliasRecord } from './writes';

/** A person's aliases as every person read carries them, oldest first, in the read's own statement. */
export const aliasesOfPerson = sql<Alias[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'name', a.name, 'language', a.language,
    'addedById', a.added_by_id) order by a.id)
  from person_aliases a where a.person_id = ${people.id}), '[]'::json)`;

/** The key and skeleton a name is compared under, for a name given whole (an alias). */
export function nameKeys(name: string) {
  return { nameKey: personNameKey(name, ''), nameSkeleton: personNameSkeleton(name, '') };
}

/** A name as names are compared, and the person whose own it may be (left out of the search). */
export interface NameToCheck {
  nameKey: string;
  nameSkeleton: string;
  exceptPersonId?: number;
}

/** A listed person a name belongs to, with their Wikidata item when they have one. */
export type NamedPerson = PersonLink & { wikidataId: string | null };

/**
 * For each name, the first listed person (but its `exceptPersonId`) whose name or one of
 * whose aliases is that name or displays the same (its confusable skeleton); one statement
 * whatever the number of names.
 */
export async function peopleNamed(
  db: Database,
  names: readonly NameToCheck[],
): Promise<(NamedPerson | undefined)[]> {
  if (names.length === 0) return [];
  const rows = await queryRows<NamedPerson & { position: number }>(
    db,
    sql`select wanted.position::int as "position", named.id, named.first_name as "firstName",
          named.last_name as "lastName", named.slug, named.wikidata_id as "wikidataId"
        from unnest(${sql.param(names.map((name) => name.nameKey))}::text[],
                    ${sql.param(names.map((name) => name.nameSkeleton))}::text[],
                    ${sql.param(names.map((name) => name.exceptPersonId ?? 0))}::int[])
          with ordinality as wanted(name_key, name_skeleton, except_id, position)
        cross join lateral (
          select p.id, p.first_name, p.last_name, p.slug, p.wikidata_id from ${people} p
          where not p.is_deleted and p.id <> wanted.except_id
            -- Each way of being named so is its own index lookup: as one OR the planner
            -- walked every person.
            and p.id in (
              select id from ${people} where name_key = wanted.name_key and not is_deleted
              union select id from ${people}
                where name_skeleton = wanted.name_skeleton and not is_deleted
              union select person_id from ${personAliases}
                where name_key = wanted.name_key or name_skeleton = wanted.name_skeleton)
          order by p.id limit 1) named`,
  );
  const found: (NamedPerson | undefined)[] = names.map(() => undefined);
  for (const { position, ...person } of rows) found[position - 1] = person;
  return found;
}

/**
 * A listed person other than `exceptPersonId` whose name or one of whose aliases is this
 * name or displays the same (its confusable skeleton).
 */
export async function personNamed(
  db: Database,
  { nameKey, nameSkeleton }: { nameKey: string; nameSkeleton: string },
  exceptPersonId?: number,
): Promise<PersonLink | undefined> {
  const [found] = await peopleNamed(db, [{ nameKey, nameSkeleton, exceptPersonId }]);
  return (
    found && {
      id: found.id,
      firstName: found.firstName,
      lastName: found.lastName,
      slug: found.slug,
    }
  );
}

/**
 * Counts an alias against the caps, in the transaction that adds it: ALIASES_PER_USER_PER_DAY
 * added by one member in a day and ALIASES_PER_USER_PER_PERSON_PER_DAY of those on one person
 * (removing them gives none back), and ALIASES_PER_PERSON on the person (removing one makes
 * room), so that nobody buries a person under names.
 */
async function spendAliasAllowance(tx: Database, actor: Actor, personId: number, now: Date) {
  await spendWriteAllowance(tx, { actor, kind: 'alias', personId, now }, [
    {
      limit: ALIASES_PER_USER_PER_DAY,
      message: `You have added ${ALIASES_PER_USER_PER_DAY} aliases in the last 24 hours; try again later`,
    },
    {
      limit: ALIASES_PER_USER_PER_PERSON_PER_DAY,
      onePerson: true,
      message: `You have added ${ALIASES_PER_USER_PER_PERSON_PER_DAY} aliases of this person in the last 24 hours; try again later`,
    },
  ]);
  await holdCapLock(tx, 'person_aliases', personId);
  const [onPerson] = await tx
    .select({ count: count() })
    .from(personAliases)
    .where(eq(personAliases.personId, personId));
  if (onPerson!.count >= ALIASES_PER_PERSON)
    throw conflict(`This person already has ${ALIASES_PER_PERSON} aliases; remove one first`);
}

const fullName = (person: PersonLink) => `${person.firstName} ${person.lastName}`;

/**
 * Adds another name for a listed person. Refused when it is already their name or one of
 * their aliases, or when it is (or displays the same as) another person's name or alias:
 * an alias must not let one person pass for another.
 */
export async function addAlias(
  db: Database,
  actor: Actor,
  personId: number,
  input: NewAliasInput,
  now: Date,
): Promise<Alias> {
  const userId = actor.id;
  const keys = nameKeys(input.name);
  const [person] = await db
    .select({ id: people.id, nameKey: people.nameKey })
    .from(people)
    .where(and(eq(people.id, personId), personIsListed));
  if (!person) throw notFound('Person not found');
  if (person.nameKey === keys.nameKey) throw conflict('This is already the person’s name.');
  const other = await personNamed(db, keys, personId);
  if (other)
    throw conflict(
      `“${input.name}” is, or looks like, the name of ${fullName(other)}, another person in the directory.`,
    );
  try {
    const alias = await runWrite(db, 'add an alias', async (tx, write) => {
      await spendAliasAllowance(tx, actor, personId, now);
      write.invalidate(...aliasesChanged(personId));
      write.followUp(standingFollowUp, { userId: userId });
      return addAliasRecord(write, {
        personId,
        name: input.name,
        language: input.language ?? null,
        ...keys,
        addedById: userId,
      });
    });
    return {
      id: alias.id,
      name: alias.name,
      language: alias.language,
      addedById: alias.addedById,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('The person already has this alias.');
    throw error;
  }
}

/** Removes an alias: an administrator any, a member one they added. */
export async function removeAlias(db: Database, actor: Actor, personId: number, aliasId: number) {
  return runWrite(db, 'remove an alias', async (tx, write) => {
    write.invalidate(...aliasesChanged(personId));
    const [alias] = await tx
      .select({ addedById: personAliases.addedById })
      .from(personAliases)
      .where(and(eq(personAliases.id, aliasId), eq(personAliases.personId, personId)))
      .for('update');
    if (!alias) throw notFound('Alias not found');
    const mayRemove =
      can(actor, 'manage:people') || can(actor, 'delete:alias:own', { ownerId: alias.addedById });
    if (!mayRemove)
      throw forbidden('Only an administrator, or whoever added it, can remove an alias');
    await removeAliasRecord(write, personId, aliasId);
    return { message: 'Alias removed', id: aliasId };
  });
}
