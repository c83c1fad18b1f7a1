import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonDetail } from '@shared/schemas/person-detail';
import { api } from '@web/lib/api/client';
import { ADMIN_QUERY_ROOT } from '../../lib/query-keys';

/** The admin list of people carries no anchors: they come with the person's own read. */
export const getPersonAnchors = async (personId: number, signal?: AbortSignal) =>
  (await api.get<PersonDetail>(`/api/people/${personId}`, undefined, signal)).anchors;

export const personAnchorsQueryKeys = {
  all: [ADMIN_QUERY_ROOT, 'person-anchors'] as const,
  person: (personId: number) => [...personAnchorsQueryKeys.all, personId] as const,
};

export const personAnchorsQueryOptions = (personId: number) =>
  queryOptions({
    queryKey: personAnchorsQueryKeys.person(personId),
    queryFn: ({ signal }) => getPersonAnchors(personId, signal),
    staleTime: 0,
  });

/** A person's official sites, asked for while an admin has them open. */
export const usePersonAnchors = (personId: number) => useQuery(personAnchorsQueryOptions(personId));
