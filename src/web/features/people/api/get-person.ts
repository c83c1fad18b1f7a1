import { queryOptions, useQuery } from '@tanstack/react-query';
import { personApiPath } from '@shared/api-paths';
import { personRefKey } from '@shared/slug';
import type { PersonDetail } from '@shared/schemas/person-detail';
import { api } from '@web/lib/api/client';
import { peopleQueryKeys } from './get-people';

export const getPerson = (ref: string, signal?: AbortSignal) =>
  api.get<PersonDetail>(personApiPath(ref), undefined, signal);

export const personQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: peopleQueryKeys.detail(personRefKey(ref)),
    queryFn: ({ signal }) => getPerson(ref, signal),
  });

export const usePerson = (ref: string) => useQuery(personQueryOptions(ref));
