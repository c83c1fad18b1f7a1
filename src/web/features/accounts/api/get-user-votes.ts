import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userVoteSchema } from '@shared/schemas/accounts';
import { api } from '@web/lib/api/client';

export type UserVote = z.infer<typeof userVoteSchema>;

export const getUserVotes = (signal?: AbortSignal) =>
  api.get<UserVote[]>('/api/user/votes', undefined, signal);

export const userVotesQueryKeys = {
  all: ['user-votes'] as const,
  of: (userId: number) => [...userVotesQueryKeys.all, userId] as const,
};

export const userVotesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: userVotesQueryKeys.of(userId),
    queryFn: ({ signal }) => getUserVotes(signal),
  });

/** The signed-in user's votes (none asked for without a user). */
export const useUserVotes = (userId: number | undefined) =>
  useQuery({ ...userVotesQueryOptions(userId ?? 0), enabled: userId !== undefined });
