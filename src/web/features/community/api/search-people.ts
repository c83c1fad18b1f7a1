import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeoplePage } from '@shared/schemas/people';
import { api } from '@web/lib/api/client';

/** A search starts after more than this many characters. */
export const PERSON_SEARCH_MIN_LENGTH = 3;
/** At most this many people are offered. */
export const PERSON_SEARCH_LIMIT = 10;

/** A person as the pickers offer them. */
export interface PersonOption {
  id: number;
  firstName: string;
  lastName: string;
  profession: string;
  profileImageUrl: string | null;
}

export async function searchPeople(search: string, signal?: AbortSignal): Promise<PersonOption[]> {
  const page = await api.get<PeoplePage>(
    '/api/people',
    { search, limit: PERSON_SEARCH_LIMIT },
    signal,
  );
  return page.people.slice(0, PERSON_SEARCH_LIMIT).map((person) => ({
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    profession: person.profession,
    profileImageUrl: person.profile_image_url,
  }));
}

export const personSearchQueryKeys = {
  all: ['community', 'person-search'] as const,
  of: (search: string) => [...personSearchQueryKeys.all, search] as const,
};

export const personSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: personSearchQueryKeys.of(search),
    queryFn: ({ signal }) => searchPeople(search, signal),
    enabled: search.length >= PERSON_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
  });

/** People whose name matches `search`; nothing is asked for 2 characters or fewer. */
export const usePersonSearch = (search: string) => useQuery(personSearchQueryOptions(search));
