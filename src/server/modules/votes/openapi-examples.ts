import { pendingAccount, pendingVoteVerification } from '@shared/example-person';
import type { VoteResult } from '@shared/schemas/accounts';

const uncountedVote: VoteResult = {
  message: 'Vote submitted',
  socialAccountId: pendingAccount.id,
  isApproval: true,
  approvalCount: 5,
  rejectionCount: 0,
  countedApprovals: 3,
  countedRejections: 0,
  verification: pendingVoteVerification,
  status: 'pending',
  isVerified: false,
  counted: false,
  reason: 'new_member',
};

/** The success examples of the votes' routes in the OpenAPI document (`METHOD /path`). */
export const votesExamples: Record<string, unknown> = {
  'POST /api/votes': uncountedVote,
  'POST /api/social-accounts/vote': uncountedVote,
};
