import { eq } from 'drizzle-orm';
import type { MergedPerson, PersonLink } from '@shared/schemas/people';
import type { Database } from '../../platform/database/client';
import { people } from '../../model/schema';

/**
 * How long browsers and caches may cache the 301 of a merged-away address. Not forever:
 * the merged-away name is free again, and a person added later under it takes the address.
 */
export const MERGED_REDIRECT_CACHE_CONTROL = 'public, max-age=300';

/**
 * The live person a merged-away person ended up in, following merged_into_id from one
 * person to the next. Merges re-point earlier merges (see mergePeople), so this is
 * usually one step; null when the chain ends at a person deleted without a merge, or
 * loops.
 */
export async function findMergeTarget(
  db: Database,
  merged: { id: number; mergedIntoId: number | null },
): Promise<PersonLink | null> {
  const seen = new Set([merged.id]);
  let nextId = merged.mergedIntoId;
  while (nextId !== null && !seen.has(nextId)) {
    seen.add(nextId);
    const [row] = await db
      .select({
        id: people.id,
        firstName: people.firstName,
        lastName: people.lastName,
        slug: people.slug,
        isDeleted: people.isDeleted,
        mergedIntoId: people.mergedIntoId,
      })
      .from(people)
      .where(eq(people.id, nextId));
    if (!row) return null;
    if (!row.isDeleted) {
      const { id, firstName, lastName, slug } = row;
      return { id, firstName, lastName, slug };
    }
    nextId = row.mergedIntoId;
  }
  return null;
}

export function mergedPersonResponse(target: PersonLink): MergedPerson {
  return {
    message: `This person was merged into ${target.firstName} ${target.lastName}`,
    mergedInto: target,
  };
}
