import {
  backlinkProof,
  examplePerson as person,
  newcomerStanding,
  pendingAccount,
  pendingVoteVerification,
  verifiedAccount,
  instagram,
} from '@shared/example-person';
import type { ProofQueueItem } from '@shared/schemas/proof-queue';
import type { StandingResult } from '@shared/schemas/standing';
import type { AccountTally, TallyVote, TrustFlag } from '@shared/schemas/trust';

const trustedResult: StandingResult = {
  message: 'musicfan is trusted',
  userId: 7,
  standing: { ...newcomerStanding, standing: 'trusted', votesCount: true },
};

const flaggedVote: TallyVote = {
  userId: 31,
  username: 'fan_0311',
  isApproval: true,
  weight: 1,
  reason: null,
  standing: 'member',
  votedAt: '2026-11-20T09:12:00.000Z',
  group: 31,
};
const trustFlag: TrustFlag = {
  id: 3,
  status: 'open',
  kind: 'network',
  userIds: [31, 32],
  accountIds: [pendingAccount.id],
  signals: [
    {
      kind: 'network',
      detail: '2 users registered from one network within 24 hours voted alike on one account',
      at: '2026-11-20T09:14:00.000Z',
    },
  ],
  createdAt: '2026-11-20T09:14:00.000Z',
  decidedAt: null,
  users: [
    { id: 31, username: 'fan_0311', standing: 'member' },
    { id: 32, username: 'fan_0312', standing: 'member' },
  ],
  accounts: [
    {
      id: pendingAccount.id,
      username: pendingAccount.username,
      platform: 'TikTok',
      personName: 'Ada Example',
      personSlug: 'ada-example',
      status: 'pending',
      votes: [
        flaggedVote,
        {
          ...flaggedVote,
          userId: 32,
          username: 'fan_0312',
          weight: 0,
          reason: 'flag_counted_once',
          votedAt: '2026-11-20T09:14:00.000Z',
        },
      ],
    },
  ],
};
const accountTally: AccountTally = {
  socialAccountId: pendingAccount.id,
  status: 'pending',
  approvalCount: 5,
  rejectionCount: 0,
  countedApprovals: 3,
  countedRejections: 0,
  verification: pendingVoteVerification,
  votes: [
    ...trustFlag.accounts[0]!.votes,
    { ...flaggedVote, userId: 7, username: 'musicfan', standing: 'trusted' },
    {
      ...flaggedVote,
      userId: 40,
      username: 'newcomer',
      weight: 0,
      reason: 'new_member',
      standing: 'new',
    },
  ],
};

const brokenProof: ProofQueueItem = {
  ...backlinkProof,
  state: 'broken',
  lastCheckedAt: '2026-11-24T08:00:00.000Z',
  failingSince: '2026-11-12T08:00:00.000Z',
  problemSince: '2026-11-12T08:00:00.000Z',
  addedBy: 'press_office',
  history: [
    { checkedAt: '2026-11-24T08:00:00.000Z', outcome: 'fail', detail: 'no link found' },
    { checkedAt: '2026-11-12T08:00:00.000Z', outcome: 'fail', detail: 'HTTP 404' },
  ],
  account: {
    id: verifiedAccount.id,
    platform: instagram.name,
    username: verifiedAccount.username,
    status: 'verified',
    decisionBasis: 'community',
    decisionNote: null,
    person: { id: person.id, name: 'Ada Example', slug: person.slug },
  },
};

/** The success examples of the admin routes in the OpenAPI document (`METHOD /path`). */
export const adminExamples: Record<string, unknown> = {
  'POST /api/admin/users/:id/standing': trustedResult,
  'GET /api/admin/trust-flags': { flags: [trustFlag] },
  'POST /api/admin/trust-flags/:id': {
    message: 'Flag cleared: these users count as independent people',
    flag: { ...trustFlag, status: 'cleared', decidedAt: '2026-11-21T10:00:00.000Z' },
  },
  'GET /api/admin/social-accounts/:id/tally': accountTally,
  'GET /api/admin/proofs': { proofs: [brokenProof] },
  'POST /api/admin/social-accounts/:id/moderate': {
    message: 'Social account verified by moderation',
    account: { id: verifiedAccount.id, isVerified: true, status: 'verified' },
  },
};
