import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedPerson } from '@shared/schemas/comments';
import { api } from '@web/lib/api/client';

/** The two sidebar lists: most active people this week, most divided ratings this month. */
export type FeaturedKind = 'trending' | 'controversial';

export const FEATURED_LIMIT = 10;

export const getFeaturedPeople = (kind: FeaturedKind, signal?: AbortSignal) =>
  api.get<FeaturedPerson[]>(`/api/${kind}-people`, { limit: FEATURED_LIMIT }, signal);

export const featuredPeopleQueryKeys = {
  all: ['featured-people'] as const,
  of: (kind: FeaturedKind) => [...featuredPeopleQueryKeys.all, kind] as const,
};

export const featuredPeopleQueryOptions = (kind: FeaturedKind) =>
  queryOptions({
    queryKey: featuredPeopleQueryKeys.of(kind),
    queryFn: ({ signal }) => getFeaturedPeople(kind, signal),
  });

export const useFeaturedPeople = (kind: FeaturedKind) => useQuery(featuredPeopleQueryOptions(kind));
