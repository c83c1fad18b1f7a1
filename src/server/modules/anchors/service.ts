import { and, asc, eq, sql } from 'drizzle-orm';
import { siteHost } from '@shared/identity';
import type { AnchorInput, IdentityAnchor } from '@shared/schemas/anchors';
import type { Database } from '../../platform/database/client';
import { preparedOn, unsizedIntArray } from '../../platform/database/prepared';
import { isUniqueViolation } from '../../platform/database/errors';
import { identityAnchors, people, users } from '../../platform/database/schema';
import { conflict, notFound } from '../../platform/http/http-errors';
import { recordAdminAction } from '../audit';
import { runWrite } from '../derived-data';

type AnchorRow = typeof identityAnchors.$inferSelect;

function present(anchor: AnchorRow, setByName: string | null): IdentityAnchor {
  return {
    id: anchor.id,
    url: anchor.url,
    host: anchor.host,
    reason: anchor.reason,
    source: anchor.source,
    setBy: setByName === null ? null : { username: setByName },
    createdAt: anchor.createdAt.toISOString(),
  };
}

/** The anchors of some people, oldest first, in one statement prepared once. */
const anchorsOfPeople = preparedOn((db) =>
  db
    .select({ anchor: identityAnchors, setByName: users.username })
    .from(identityAnchors)
    .leftJoin(users, eq(users.id, identityAnchors.setById))
    .where(sql`${identityAnchors.personId} = any(${unsizedIntArray('personIds')})`)
    .orderBy(asc(identityAnchors.createdAt), asc(identityAnchors.id))
    .prepare('anchors_of_people'),
);

/** The anchors of some people, oldest first, by person. */
export async function anchorsOf(
  db: Database,
  personIds: number[],
): Promise<Map<number, IdentityAnchor[]>> {
  const byPerson = new Map<number, IdentityAnchor[]>();
  if (personIds.length === 0) return byPerson;
  const rows = await anchorsOfPeople(db).execute({ personIds });
  for (const { anchor, setByName } of rows) {
    byPerson.set(anchor.personId, [
      ...(byPerson.get(anchor.personId) ?? []),
      present(anchor, setByName),
    ]);
  }
  return byPerson;
}

/**
 * An administrator names a site as the person's own, with a reason (audited): from then on a
 * page on its host that links to one of the person's accounts anchors that account. One
 * anchor per host and person.
 */
export async function addAnchor(
  db: Database,
  actorId: number,
  personId: number,
  input: AnchorInput,
): Promise<IdentityAnchor> {
  const url = new URL(input.url);
  try {
    return await runWrite(db, 'add an official site', async (tx, write) => {
      // The person's page lists it, and it anchors the proofs of their accounts everywhere.
      write.invalidateAll();
      const [person] = await tx
        .select({ id: people.id })
        .from(people)
        .where(and(eq(people.id, personId), eq(people.isDeleted, false)));
      if (!person) throw notFound('Person not found');
      const [anchor] = await tx
        .insert(identityAnchors)
        .values({
          personId,
          url: url.toString(),
          host: siteHost(url),
          reason: input.reason,
          setById: actorId,
        })
        .returning();
      await recordAdminAction(tx, {
        adminId: actorId,
        action: 'person.anchor.add',
        targetType: 'person',
        targetId: personId,
        after: { anchorId: anchor!.id, url: anchor!.url, reason: anchor!.reason },
      });
      const [admin] = await tx
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, actorId));
      return present(anchor!, admin?.username ?? null);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(`${siteHost(url)} is already an official site of this person`);
    }
    throw error;
  }
}

/** An administrator takes an anchor back (audited); the proofs it anchored stop counting as anchored. */
export async function removeAnchor(
  db: Database,
  actorId: number,
  personId: number,
  anchorId: number,
) {
  return runWrite(db, 'remove an official site', async (tx, write) => {
    write.invalidateAll();
    const [removed] = await tx
      .delete(identityAnchors)
      .where(and(eq(identityAnchors.id, anchorId), eq(identityAnchors.personId, personId)))
      .returning();
    if (!removed) throw notFound('Official site not found');
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'person.anchor.remove',
      targetType: 'person',
      targetId: personId,
      before: { anchorId, url: removed.url, reason: removed.reason },
    });
    return { message: `${removed.host} is no longer an official site of this person` };
  });
}

/** A merge moves the removed person's anchors to the kept one, except hosts it has already. */
export async function moveAnchors(tx: Database, fromPersonId: number, toPersonId: number) {
  await tx.execute(sql`
    update identity_anchors set person_id = ${toPersonId}
    where person_id = ${fromPersonId}
      and host not in (select host from identity_anchors where person_id = ${toPersonId})`);
}
