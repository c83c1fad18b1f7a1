import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { WikidataMatch } from '@shared/schemas/wikidata';
import type { Database } from '../../platform/database/client';
import { isUniqueViolation } from '../../platform/database/errors';
import { people, wikidataPossibleMatches } from '../../model/schema';
import { conflict, notFound } from '../../platform/http/http-errors';
import { recordAdminAction } from '../audit';
import { runWrite } from '../derived-data';
import { linkPersonToItem } from './writes';

/** The possible matches still open: not dismissed, the person live and without an item. */
export async function listPossibleMatches(db: Database): Promise<WikidataMatch[]> {
  const rows = await db
    .select({
      id: wikidataPossibleMatches.id,
      itemId: wikidataPossibleMatches.itemId,
      name: wikidataPossibleMatches.name,
      foundAt: wikidataPossibleMatches.foundAt,
      person: {
        id: people.id,
        firstName: people.firstName,
        lastName: people.lastName,
        slug: people.slug,
      },
    })
    .from(wikidataPossibleMatches)
    .innerJoin(people, eq(people.id, wikidataPossibleMatches.personId))
    .where(
      and(
        isNull(wikidataPossibleMatches.dismissedAt),
        eq(people.isDeleted, false),
        isNull(people.wikidataId),
      ),
    )
    .orderBy(asc(wikidataPossibleMatches.foundAt), asc(wikidataPossibleMatches.id));
  return rows.map((row) => ({ ...row, foundAt: row.foundAt.toISOString() }));
}

async function openMatch(db: Database, matchId: number) {
  const [match] = await db
    .select()
    .from(wikidataPossibleMatches)
    .where(
      and(eq(wikidataPossibleMatches.id, matchId), isNull(wikidataPossibleMatches.dismissedAt)),
    )
    .for('update');
  if (!match) throw notFound('Possible match not found');
  return match;
}

/**
 * An administrator says the person is the item's human (audited): the person gets the item,
 * and the next import updates them, their aliases, accounts and official sites from it.
 */
export async function linkPossibleMatch(db: Database, adminId: number, matchId: number) {
  try {
    return await runWrite(db, 'link a person to a Wikidata item', async (tx, write) => {
      write.invalidateAll();
      const match = await openMatch(tx, matchId);
      const linked = await linkPersonToItem(write, match.personId, match.itemId);
      if (!linked) throw conflict('The person is gone or has a Wikidata item already');
      await tx
        .update(wikidataPossibleMatches)
        .set({ dismissedAt: sql`now()` })
        .where(eq(wikidataPossibleMatches.itemId, match.itemId));
      await recordAdminAction(tx, {
        adminId,
        action: 'person.wikidata.link',
        targetType: 'person',
        targetId: match.personId,
        after: { wikidataId: match.itemId },
      });
      return { message: `Linked to ${match.itemId}; the next import updates this person from it` };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('Another person in the directory has this Wikidata item');
    throw error;
  }
}

/** An administrator says the person is not the item's human (audited); the import does not list the pair again. */
export async function dismissPossibleMatch(db: Database, adminId: number, matchId: number) {
  return runWrite(db, 'dismiss a possible Wikidata match', async (tx, write) => {
    write.invalidatesNothing();
    const match = await openMatch(tx, matchId);
    await tx
      .update(wikidataPossibleMatches)
      .set({ dismissedAt: sql`now()` })
      .where(eq(wikidataPossibleMatches.id, matchId));
    await recordAdminAction(tx, {
      adminId,
      action: 'person.wikidata.dismiss',
      targetType: 'person',
      targetId: match.personId,
      after: { itemId: match.itemId },
    });
    return { message: 'Dismissed' };
  });
}
