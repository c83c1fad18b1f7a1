import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PeoplePage, VerificationFilter } from '@shared/schemas/people';
import { api } from '@web/lib/api/client';

export interface PeopleCriteria {
  search: string;
  verification: VerificationFilter;
  minRating: number | null;
  category: number | null;
  page: number;
}

export const getPeople = (criteria: PeopleCriteria, signal?: AbortSignal) =>
  api.get<PeoplePage>(
    '/api/people',
    {
      search: criteria.search,
      verification: criteria.verification === 'all' ? undefined : criteria.verification,
      minRating: criteria.minRating,
      category: criteria.category,
      page: criteria.page,
    },
    signal,
  );

export const peopleQueryKeys = {
  all: ['people'] as const,
  lists: () => [...peopleQueryKeys.all, 'list'] as const,
  list: (criteria: PeopleCriteria) => [...peopleQueryKeys.lists(), criteria] as const,
  details: () => [...peopleQueryKeys.all, 'detail'] as const,
  detail: (ref: string) => [...peopleQueryKeys.details(), ref] as const,
};

export const peopleQueryOptions = (criteria: PeopleCriteria) =>
  queryOptions({
    queryKey: peopleQueryKeys.list(criteria),
    queryFn: ({ signal }) => getPeople(criteria, signal),
    placeholderData: keepPreviousData,
  });

export const usePeople = (criteria: PeopleCriteria) => useQuery(peopleQueryOptions(criteria));
