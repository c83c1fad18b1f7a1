import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MarkReadInput, markReadResultSchema } from '@shared/schemas/notifications';
import { api } from '@web/lib/api/client';
import { NOTIFICATIONS_QUERY_KEY } from '@web/lib/api/query-client';

export type MarkReadResult = z.infer<typeof markReadResultSchema>;

export const markNotificationsRead = (input: MarkReadInput) =>
  api.post<MarkReadResult>('/api/notifications/read', input);

/** Marks some notifications (or all) read; the inbox and the navbar's count refresh after. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
