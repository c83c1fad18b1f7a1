import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shared/schemas/catalog';
import { api } from './client';

/** Categories are shared by the shell (loaded at start), the directory filter and later the forms. */
export const getCategories = (signal?: AbortSignal) =>
  api.get<Category[]>('/api/categories', undefined, signal);

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 60_000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
