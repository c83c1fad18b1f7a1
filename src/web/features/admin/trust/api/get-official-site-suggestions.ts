import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnchorSuggestion } from '@shared/schemas/anchors';
import { api } from '@web/lib/api/client';
import { ADMIN_QUERY_ROOT } from '../../lib/query-keys';

/** Like the other trust queues, fetched again every 30 seconds and on focus. */
const SUGGESTIONS_REFETCH_MS = 30_000;

export const getOfficialSiteSuggestions = (signal?: AbortSignal) =>
  api.get<{ suggestions: AnchorSuggestion[] }>('/api/admin/official-sites', undefined, signal);

export const officialSiteSuggestionsQueryKeys = {
  all: [ADMIN_QUERY_ROOT, 'official-site-suggestions'] as const,
};

export const officialSiteSuggestionsQueryOptions = () =>
  queryOptions({
    queryKey: officialSiteSuggestionsQueryKeys.all,
    queryFn: ({ signal }) => getOfficialSiteSuggestions(signal),
    select: (answer) => answer.suggestions,
    staleTime: 0,
    refetchInterval: SUGGESTIONS_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

/** The suggested official sites (members', Wikidata's) waiting for a moderator, oldest first. */
export const useOfficialSiteSuggestions = () => useQuery(officialSiteSuggestionsQueryOptions());
