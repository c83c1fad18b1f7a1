import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_PEOPLE_PAGE_SIZE,
  type AdminPeopleFilter,
  type AdminPeoplePage,
} from '@shared/schemas/admin';
import { api } from '@web/lib/api/client';
import { ADMIN_QUERY_ROOT } from '../../lib/query-keys';

export interface AdminPeopleCriteria {
  filter: AdminPeopleFilter;
  search: string;
  page: number;
}

export const getAdminPeople = (criteria: AdminPeopleCriteria, signal?: AbortSignal) =>
  api.get<AdminPeoplePage>(
    '/api/admin/people',
    {
      filter: criteria.filter,
      search: criteria.search,
      page: criteria.page,
      limit: ADMIN_PEOPLE_PAGE_SIZE,
    },
    signal,
  );

/** Every admin list of people (this tab's pages and the merge tool's 1000) hangs under this key. */
export const adminPeopleQueryKeys = {
  all: [ADMIN_QUERY_ROOT, 'people'] as const,
  list: (criteria: AdminPeopleCriteria) => [...adminPeopleQueryKeys.all, criteria] as const,
};

export const adminPeopleQueryOptions = (criteria: AdminPeopleCriteria) =>
  queryOptions({
    queryKey: adminPeopleQueryKeys.list(criteria),
    queryFn: ({ signal }) => getAdminPeople(criteria, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminPeople = (criteria: AdminPeopleCriteria) =>
  useQuery(adminPeopleQueryOptions(criteria));
