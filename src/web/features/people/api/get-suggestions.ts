import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestions } from '@shared/schemas/people';
import { api } from '@web/lib/api/client';
import { peopleQueryKeys } from './get-people';

export const getSuggestions = (search: string, signal?: AbortSignal) =>
  api.get<Suggestions>('/api/people/suggestions', { q: search }, signal);

export const suggestionsQueryKey = (search: string) =>
  [...peopleQueryKeys.all, 'suggestions', search] as const;

/**
 * The people offered for `search` (nothing is asked for blank text). The previous offer stays
 * while the next loads, so the list does not flicker between keystrokes; a request whose text
 * was typed over is aborted (the query reads its signal).
 */
export const suggestionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: suggestionsQueryKey(search),
    queryFn: ({ signal }) => getSuggestions(search, signal),
    enabled: search !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useSuggestions = (search: string) => useQuery(suggestionsQueryOptions(search));
