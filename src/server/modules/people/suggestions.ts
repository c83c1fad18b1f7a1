import type { Suggestions } from '@shared/schemas/people';
import type { Database } from '../../platform/database/client';
import { listPeople } from './people-page';

/**
 * The people a search box suggests while someone types: the first of the directory's own
 * search, ranked the same, each with what a suggestion shows.
 */
export async function suggestPeople(
  db: Database,
  text: string,
  limit: number,
): Promise<Suggestions> {
  const { people } = await listPeople(db, { search: text, page: 1, limit, verification: 'all' });
  return {
    suggestions: people.map((person) => ({
      id: person.id,
      slug: person.slug,
      firstName: person.firstName,
      lastName: person.lastName,
      profession: person.profession,
      category: person.category,
      profile_image_url: person.profile_image_url,
      matchedBy: person.matchedBy ?? null,
    })),
  };
}
