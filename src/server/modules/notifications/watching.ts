import { and, count, desc, eq, sql } from 'drizzle-orm';
import { MAX_WATCHED_PEOPLE } from '@shared/notification-kinds';
import type { WatchedPerson } from '@shared/schemas/notifications';
import type { Database } from '../../platform/database/client';
import { people, personWatches } from '../../model/schema';
import { badRequest, notFound } from '../../platform/http/http-errors';
import { fullName } from './texts';

async function findListedPerson(db: Database, personId: number) {
  const [person] = await db
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(and(eq(people.id, personId), eq(people.isDeleted, false)));
  if (!person) throw notFound('Person not found');
  return person;
}

/** Starts watching a listed person; watching one already watched changes nothing. */
export async function watchPerson(db: Database, userId: number, personId: number) {
  const person = await findListedPerson(db, personId);
  await db.transaction(async (tx) => {
    // A user's watches are counted under a lock on their own rows' key, so two watches at
    // once cannot both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('person_watches'), ${userId})`);
    const [watched] = await tx
      .select({ count: count() })
      .from(personWatches)
      .where(eq(personWatches.userId, userId));
    const inserted = await tx
      .insert(personWatches)
      .values({ userId, personId })
      .onConflictDoNothing()
      .returning({ personId: personWatches.personId });
    if (inserted.length > 0 && watched!.count >= MAX_WATCHED_PEOPLE)
      throw badRequest(`You can watch at most ${MAX_WATCHED_PEOPLE} people; unwatch someone first`);
  });
  return {
    message: `You are watching ${fullName(person)}`,
    personId,
    watching: true,
  };
}

/** Stops watching a person; a person not watched, or gone, is simply not watched. */
export async function unwatchPerson(db: Database, userId: number, personId: number) {
  await db
    .delete(personWatches)
    .where(and(eq(personWatches.userId, userId), eq(personWatches.personId, personId)));
  return { message: 'You are no longer watching this person', personId, watching: false };
}

/** The listed people the user watches, the latest watched first. */
export async function listWatchedPeople(db: Database, userId: number): Promise<WatchedPerson[]> {
  const rows = await db
    .select({
      id: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
      profession: people.profession,
      profileImageUrl: people.profileImageUrl,
      watchedAt: personWatches.createdAt,
    })
    .from(personWatches)
    .innerJoin(people, eq(people.id, personWatches.personId))
    .where(and(eq(personWatches.userId, userId), eq(people.isDeleted, false)))
    .orderBy(desc(personWatches.createdAt), desc(people.id));
  return rows.map((row) => ({ ...row, watchedAt: row.watchedAt.toISOString() }));
}

/** When a person is merged into another, their watchers watch the one kept. */
export async function moveWatches(tx: Database, fromPersonId: number, toPersonId: number) {
  await tx.execute(sql`
    insert into person_watches (user_id, person_id, created_at)
    select user_id, ${toPersonId}, created_at from person_watches where person_id = ${fromPersonId}
    on conflict do nothing`);
  await tx.delete(personWatches).where(eq(personWatches.personId, fromPersonId));
}
