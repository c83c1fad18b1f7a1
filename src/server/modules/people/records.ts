import { normalizeSearchText, searchWords } from '../../../shared/search-text';
import { personSlug } from '../../../shared/slug';
import type { Database } from '../../db/client';
import { people } from '../../db/schema';
import { indexSearchWords } from './search-index';

export interface NewPerson {
  firstName: string;
  lastName: string;
  profession: string;
  categoryId: number | null;
  addedById?: number | null;
  profileImageUrl?: string | null;
  addedAt?: Date;
  isDemo?: boolean;
}

/** The key under which two names count as the same person: no case, no accents, single spaces. */
export function personNameKey(firstName: string, lastName: string): string {
  return normalizeSearchText(`${firstName} ${lastName}`);
}

/** Inserts people with their derived columns (slug, name key, search words) and indexes their words. */
export async function insertPeople(db: Database, newPeople: NewPerson[]) {
  if (newPeople.length === 0) return [];
  const rows = newPeople.map((person) => {
    const firstName = person.firstName.trim().replace(/\s+/g, ' ');
    const lastName = person.lastName.trim().replace(/\s+/g, ' ');
    const profession = person.profession.trim().replace(/\s+/g, ' ');
    return {
      ...person,
      firstName,
      lastName,
      profession,
      slug: personSlug(firstName, lastName),
      nameKey: personNameKey(firstName, lastName),
      searchWords: searchWords(firstName, lastName, profession),
    };
  });
  const inserted = await db.insert(people).values(rows).returning();
  await indexSearchWords(
    db,
    rows.flatMap((row) => row.searchWords),
  );
  return inserted;
}
