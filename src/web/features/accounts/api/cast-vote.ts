import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoteInput, VoteResult } from '@shared/schemas/accounts';
import { api } from '@web/lib/api/client';
import { STANDING_QUERY_KEY } from '@web/lib/api/get-standing';
import { type UserVote, userVotesQueryKeys } from './get-user-votes';

/** The person page votes through /api/votes (the directory list uses /api/social-accounts/vote). */
export const castVote = (input: VoteInput) => api.post<VoteResult>('/api/votes', input);

/**
 * Approves or rejects a pending account. The user's votes are updated at once from the
 * answer and then refreshed, and so is the user's standing; the caller refreshes the people
 * it shows.
 */
export function useCastVote(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: castVote,
    onSuccess: (result) => {
      if (userId !== undefined) {
        queryClient.setQueryData<UserVote[]>(userVotesQueryKeys.of(userId), (votes) => [
          {
            socialAccountId: result.socialAccountId,
            isApproval: result.isApproval,
            votedAt: new Date().toISOString(),
          },
          ...(votes ?? []).filter((vote) => vote.socialAccountId !== result.socialAccountId),
        ]);
      }
      void queryClient.invalidateQueries({ queryKey: userVotesQueryKeys.all });
      // A vote is a contribution: the progress the vote note shows moves with it.
      void queryClient.invalidateQueries({ queryKey: STANDING_QUERY_KEY });
    },
  });
}
