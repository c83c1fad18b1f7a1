import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUsersPage,
  type USER_ROLE_FILTERS,
  type USER_STATUS_FILTERS,
} from '@shared/schemas/admin';
import { api } from '@web/lib/api/client';
import { ADMIN_QUERY_ROOT } from '../../lib/query-keys';

/** The list asks the server for 50 users a page and shows them 10 at a time. */
export const USERS_SHOWN_PER_PAGE = 10;

export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

export interface UsersCriteria {
  search: string;
  filter: UserRoleFilter;
  status: UserStatusFilter;
  /** The server's page of 50. */
  page: number;
}

export const getUsers = (criteria: UsersCriteria, signal?: AbortSignal) =>
  api.get<AdminUsersPage>(
    '/api/admin/users',
    {
      page: criteria.page,
      limit: ADMIN_USERS_PAGE_SIZE,
      search: criteria.search,
      filter: criteria.filter,
      status: criteria.status,
    },
    signal,
  );

export const usersQueryKeys = {
  all: [ADMIN_QUERY_ROOT, 'users'] as const,
  list: (criteria: UsersCriteria) => [...usersQueryKeys.all, criteria] as const,
};

export const usersQueryOptions = (criteria: UsersCriteria) =>
  queryOptions({
    queryKey: usersQueryKeys.list(criteria),
    queryFn: ({ signal }) => getUsers(criteria, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (criteria: UsersCriteria) => useQuery(usersQueryOptions(criteria));
