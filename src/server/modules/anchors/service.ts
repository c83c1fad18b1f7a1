import { and, asc, eq, sql } from 'drizzle-orm';
import { rootLabel, rootOf, siteHost } from '@shared/roots';
import type { AnchorInput, AnchorSuggestion, IdentityAnchor } from '@shared/schemas/anchors';
import { type Database, queryRows } from '../../platform/database/client';
import { preparedOn, unsizedIntArray } from '../../platform/database/prepared';
import { identityAnchors, people } from '../../model/schema';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http/http-errors';
import { recordAdminAction } from '../audit';
import { runWrite } from '../derived-data';

type AnchorRow = typeof identityAnchors.$inferSelect;

/** An anchor as read with the names of who set and confirmed it and what its page links to. */
interface AnchorRead {
  anchor: AnchorRow;
  setByName: string | null;
  confirmedByName: string | null;
  links: { platform: string; username: string }[];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function present({ anchor, setByName, confirmedByName, links }: AnchorRead): IdentityAnchor {
  return {
    id: anchor.id,
    url: anchor.url,
    host: anchor.host,
    root: rootLabel({ origin: anchor.origin, pathPrefix: anchor.pathPrefix }),
    reason: anchor.reason,
    source: anchor.source,
    status: anchor.status,
    setBy: setByName === null ? null : { username: setByName },
    confirmedBy: confirmedByName === null ? null : { username: confirmedByName },
    confirmedAt: iso(anchor.confirmedAt),
    state: anchor.state,
    lastCheckedAt: iso(anchor.lastCheckedAt),
    links,
    createdAt: anchor.createdAt.toISOString(),
  };
}

const readColumns = {
  anchor: identityAnchors,
  setByName: sql<string | null>`(select username from users where id = ${identityAnchors.setById})`,
  confirmedByName: sql<
    string | null
  >`(select username from users where id = ${identityAnchors.confirmedById})`,
  links: sql<AnchorRead['links']>`coalesce((select json_agg(json_build_object(
      'platform', l.platform, 'username', l.username) order by l.platform, l.username)
    from anchor_links l where l.anchor_id = ${identityAnchors.id}), '[]'::json)`,
};

/** The confirmed anchors of some people, oldest first, in one statement prepared once. */
const anchorsOfPeople = preparedOn((db) =>
  db
    .select(readColumns)
    .from(identityAnchors)
    .where(
      sql`${identityAnchors.personId} = any(${unsizedIntArray('personIds')})
        and ${identityAnchors.status} = 'confirmed'`,
    )
    .orderBy(asc(identityAnchors.createdAt), asc(identityAnchors.id))
    .prepare('anchors_of_people'),
);

/** The confirmed anchors of some people, oldest first, by person. */
export async function anchorsOf(
  db: Database,
  personIds: number[],
): Promise<Map<number, IdentityAnchor[]>> {
  const byPerson = new Map<number, IdentityAnchor[]>();
  if (personIds.length === 0) return byPerson;
  const rows = await anchorsOfPeople(db).execute({ personIds });
  for (const row of rows) {
    byPerson.set(row.anchor.personId, [...(byPerson.get(row.anchor.personId) ?? []), present(row)]);
  }
  return byPerson;
}

/** One anchor as the API returns it; 404 when there is none. */
export async function readAnchor(db: Database, anchorId: number): Promise<IdentityAnchor> {
  const [row] = await db
    .select(readColumns)
    .from(identityAnchors)
    .where(eq(identityAnchors.id, anchorId));
  if (!row) throw notFound('Official site not found');
  return present(row);
}

/** The root an official site's address names, or a 400 saying why it names none. */
function rootOfInput(url: string) {
  const root = rootOf(url);
  if (!root) throw badRequest('The address must start with http:// or https://');
  return { ...root, host: siteHost(new URL(root.origin)) };
}

async function findListedPerson(db: Database, personId: number) {
  const [person] = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.id, personId), eq(people.isDeleted, false)));
  if (!person) throw notFound('Person not found');
}

/**
 * An administrator names a site as the person's own, with a reason (audited): it is a
 * confirmed root at once (a suggestion of the same root is confirmed), its page is read at
 * the next check, and a page inside it that links to one of the person's accounts proves it.
 */
export async function addAnchor(
  db: Database,
  actorId: number,
  personId: number,
  input: AnchorInput,
): Promise<IdentityAnchor> {
  const root = rootOfInput(input.url);
  return runWrite(db, 'add an official site', async (tx, write) => {
    // The person's page lists it, and it roots the chains of their accounts.
    write.invalidateAll();
    await findListedPerson(tx, personId);
    const [anchor] = await queryRows<{ id: number }>(
      tx,
      sql`insert into identity_anchors as an (person_id, url, host, origin, path_prefix, reason,
            source, status, set_by_id, confirmed_by_id, confirmed_at, next_check_at)
          values (${personId}, ${input.url}, ${root.host}, ${root.origin}, ${root.pathPrefix},
            ${input.reason}, 'moderator', 'confirmed', ${actorId}, ${actorId}, now(), now())
          on conflict (person_id, origin, path_prefix) do update
            set status = 'confirmed', confirmed_by_id = excluded.confirmed_by_id,
              confirmed_at = now(), next_check_at = now()
            where an.status = 'suggested'
          returning id`,
    );
    if (!anchor) throw conflict(`${rootLabel(root)} is already an official site of this person`);
    write.evidenceChanged(personId);
    const added = await readAnchor(tx, anchor.id);
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'person.anchor.add',
      targetType: 'person',
      targetId: personId,
      after: { anchorId: added.id, url: added.url, root: added.root, reason: input.reason },
    });
    return added;
  });
}

/** A member suggests at most this many official sites a day. */
export const ANCHOR_SUGGESTIONS_PER_DAY = 10;

/**
 * A member suggests a site as the person's own: it waits in the moderators' queue and lowers
 * nothing until one confirms it (decision 0031). At most ANCHOR_SUGGESTIONS_PER_DAY a day.
 */
export async function suggestAnchor(
  db: Database,
  userId: number,
  personId: number,
  input: AnchorInput,
): Promise<IdentityAnchor> {
  const root = rootOfInput(input.url);
  return runWrite(db, 'suggest an official site', async (tx, write) => {
    // Suggestions show nowhere public until a moderator confirms them.
    write.invalidatesNothing();
    await findListedPerson(tx, personId);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('anchor_suggestions'), ${userId})`);
    const [made] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from identity_anchors
          where set_by_id = ${userId} and source = 'member'
            and created_at > now() - interval '24 hours'`,
    );
    if (made!.count >= ANCHOR_SUGGESTIONS_PER_DAY) {
      throw new HttpError(
        429,
        `You have suggested ${ANCHOR_SUGGESTIONS_PER_DAY} official sites in the last 24 hours; try again later`,
      );
    }
    const [anchor] = await queryRows<{ id: number }>(
      tx,
      sql`insert into identity_anchors (person_id, url, host, origin, path_prefix, reason, source,
            status, set_by_id)
          values (${personId}, ${input.url}, ${root.host}, ${root.origin}, ${root.pathPrefix},
            ${input.reason}, 'member', 'suggested', ${userId})
          on conflict (person_id, origin, path_prefix) do nothing
          returning id`,
    );
    if (!anchor) {
      throw conflict(`${rootLabel(root)} is already suggested or confirmed for this person`);
    }
    return readAnchor(tx, anchor.id);
  });
}

/** A moderator confirms a suggested site (audited): it roots the person's chains from now on. */
export async function confirmAnchor(db: Database, actorId: number, anchorId: number) {
  return runWrite(db, 'confirm an official site', async (tx, write) => {
    write.invalidateAll();
    const [confirmed] = await tx
      .update(identityAnchors)
      .set({
        status: 'confirmed',
        confirmedById: actorId,
        confirmedAt: write.now,
        nextCheckAt: write.now,
      })
      .where(and(eq(identityAnchors.id, anchorId), eq(identityAnchors.status, 'suggested')))
      .returning();
    if (!confirmed) {
      const [exists] = await tx
        .select({ id: identityAnchors.id })
        .from(identityAnchors)
        .where(eq(identityAnchors.id, anchorId));
      if (!exists) throw notFound('Official site not found');
      throw conflict('This official site is confirmed already');
    }
    write.evidenceChanged(confirmed.personId);
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'person.anchor.confirm',
      targetType: 'person',
      targetId: confirmed.personId,
      before: { anchorId, status: 'suggested' },
      after: { anchorId, status: 'confirmed', url: confirmed.url, source: confirmed.source },
    });
    return {
      message: `${rootLabel(confirmed)} is an official site of this person`,
      anchor: await readAnchor(tx, anchorId),
    };
  });
}

/**
 * An administrator takes an anchor back, or dismisses a suggestion (audited); the chains it
 * rooted break at once.
 */
export async function removeAnchor(
  db: Database,
  actorId: number,
  anchorId: number,
  personId?: number,
) {
  return runWrite(db, 'remove an official site', async (tx, write) => {
    write.invalidateAll();
    const [removed] = await tx
      .delete(identityAnchors)
      .where(
        and(
          eq(identityAnchors.id, anchorId),
          personId === undefined ? undefined : eq(identityAnchors.personId, personId),
        ),
      )
      .returning();
    if (!removed) throw notFound('Official site not found');
    write.evidenceChanged(removed.personId);
    await recordAdminAction(tx, {
      adminId: actorId,
      action: removed.status === 'suggested' ? 'person.anchor.dismiss' : 'person.anchor.remove',
      targetType: 'person',
      targetId: removed.personId,
      before: { anchorId, url: removed.url, reason: removed.reason, status: removed.status },
    });
    return {
      message:
        removed.status === 'suggested'
          ? `The suggestion of ${rootLabel(removed)} is dismissed`
          : `${rootLabel(removed)} is no longer an official site of this person`,
    };
  });
}

/** The suggested official sites waiting for a moderator, oldest first. */
export async function listAnchorSuggestions(
  db: Database,
): Promise<{ suggestions: AnchorSuggestion[] }> {
  const rows = await db
    .select({
      ...readColumns,
      person: {
        id: people.id,
        slug: people.slug,
        name: sql<string>`${people.firstName} || ' ' || ${people.lastName}`,
      },
    })
    .from(identityAnchors)
    .innerJoin(people, eq(people.id, identityAnchors.personId))
    .where(and(eq(identityAnchors.status, 'suggested'), eq(people.isDeleted, false)))
    .orderBy(asc(identityAnchors.createdAt), asc(identityAnchors.id))
    .limit(200);
  return { suggestions: rows.map((row) => ({ ...present(row), person: row.person })) };
}

/** A merge moves the removed person's anchors to the kept one, except roots it has already. */
export async function moveAnchors(tx: Database, fromPersonId: number, toPersonId: number) {
  await tx.execute(sql`
    update identity_anchors moving set person_id = ${toPersonId}
    where moving.person_id = ${fromPersonId}
      and not exists (select 1 from identity_anchors kept where kept.person_id = ${toPersonId}
        and kept.origin = moving.origin and kept.path_prefix = moving.path_prefix)`);
}
