import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { watchResultSchema } from '@shared/schemas/notifications';
import { api } from '@web/lib/api/client';
import { watchingQueryKeys } from './get-watching';

export type WatchResult = z.infer<typeof watchResultSchema>;

export interface WatchChange {
  personId: number;
  watch: boolean;
}

export const changeWatch = ({ personId, watch }: WatchChange) =>
  watch
    ? api.post<WatchResult>(`/api/people/${personId}/watch`)
    : api.delete<WatchResult>(`/api/people/${personId}/watch`);

/** Starts or stops watching a person; the list of watched people refreshes after. */
export function useChangeWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchingQueryKeys.all }),
  });
}
