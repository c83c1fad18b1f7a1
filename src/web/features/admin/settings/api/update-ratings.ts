import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';

export const updateRatings = () =>
  api.post<{ message: string }>('/api/admin/update-30-day-ratings');

/** Recomputes every overall and 30-day average rating. */
export function useUpdateRatings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRatings,
    onSuccess: () => markPublicDataStale(queryClient),
  });
}
