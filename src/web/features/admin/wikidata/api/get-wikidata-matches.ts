import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WikidataMatches } from '@shared/schemas/wikidata';
import { api } from '@web/lib/api/client';
import { ADMIN_QUERY_ROOT } from '../../lib/query-keys';

export const getWikidataMatches = (signal?: AbortSignal) =>
  api.get<WikidataMatches>('/api/admin/wikidata/matches', undefined, signal);

export const wikidataMatchesQueryKey = [ADMIN_QUERY_ROOT, 'wikidata-matches'] as const;

/** Read again each time the panel opens: an import may have found more since. */
export const wikidataMatchesQueryOptions = () =>
  queryOptions({
    queryKey: wikidataMatchesQueryKey,
    queryFn: ({ signal }) => getWikidataMatches(signal),
    select: (answer) => answer.matches,
    staleTime: 0,
  });

export const useWikidataMatches = () => useQuery(wikidataMatchesQueryOptions());
