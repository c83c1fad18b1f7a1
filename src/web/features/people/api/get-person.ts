import { queryOptions, useQuery } from '@tanstack/react-query';
import { parsePersonRef } from '@shared/slug';
import type { PersonDetail } from '@shared/schemas/person-detail';
import { api } from '@web/lib/api/client';
import { peopleQueryKeys } from './get-people';

/** The cache key of a person page address: the id, or the lowercased slug. */
export function personRefKey(ref: string): string {
  const parsed = parsePersonRef(ref);
  return 'id' in parsed ? String(parsed.id) : parsed.slug;
}

export const getPerson = (ref: string, signal?: AbortSignal) =>
  api.get<PersonDetail>(`/api/people/${encodeURIComponent(personRefKey(ref))}`, undefined, signal);

export const personQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: peopleQueryKeys.detail(personRefKey(ref)),
    queryFn: ({ signal }) => getPerson(ref, signal),
  });

export const usePerson = (ref: string) => useQuery(personQueryOptions(ref));
