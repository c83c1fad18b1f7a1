import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { unsubscribeInfoSchema, unsubscribeResultSchema } from '@shared/schemas/notifications';
import { api } from '@web/lib/api/client';

export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

export const getUnsubscribeInfo = (token: string, signal?: AbortSignal) =>
  api.get<UnsubscribeInfo>(UNSUBSCRIBE_PATH, { token }, signal);

export const unsubscribe = (token: string) =>
  api.post<UnsubscribeResult>(`${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token }).toString()}`);

export const unsubscribeInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token] as const,
    queryFn: ({ signal }) => getUnsubscribeInfo(token, signal),
  });

/** Which kinds of mail an unsubscribe link stops (no sign-in needed). */
export const useUnsubscribeInfo = (token: string) => useQuery(unsubscribeInfoQueryOptions(token));

/** Turns the link's kinds from mail to inbox only. */
export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
