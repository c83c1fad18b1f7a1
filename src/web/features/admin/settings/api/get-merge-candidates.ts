import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PEOPLE_MAX_PAGE_SIZE, type AdminPeoplePage } from '@shared/schemas/admin';
import { api } from '@web/lib/api/client';
import { adminPeopleQueryKeys } from '../../people/api/get-admin-people';

/** The merge tool's list: up to 1000 people, deleted ones included (the dialog leaves them out). */
export const getMergeCandidates = (signal?: AbortSignal) =>
  api.get<AdminPeoplePage>(
    '/api/admin/people',
    { filter: 'all', page: 1, limit: ADMIN_PEOPLE_MAX_PAGE_SIZE },
    signal,
  );

export const mergeCandidatesQueryKey = [...adminPeopleQueryKeys.all, 'merge-candidates'] as const;

export const mergeCandidatesQueryOptions = () =>
  queryOptions({
    queryKey: mergeCandidatesQueryKey,
    queryFn: ({ signal }) => getMergeCandidates(signal),
    staleTime: 0,
  });

export const useMergeCandidates = (enabled: boolean) =>
  useQuery({ ...mergeCandidatesQueryOptions(), enabled });
