import { z } from 'zod';
import { isoDate } from './common';
import { proofSummarySchema } from './proofs';

/** Why a recorded vote counts 0 toward its account's decision. */
export const UNCOUNTED_REASONS = [
  'new_member',
  'flag_confirmed',
  'flag_counted_once',
  'flag_submitter',
] as const;
export type UncountedReason = (typeof UNCOUNTED_REASONS)[number];

/** What holds a pending account whose counted approvals reach the bar. */
export const HOLD_REASONS = ['flag', 'proof', 'same_platform'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** What an account's status rests on; `pending` and `held` while undecided. */
export const VERIFICATION_BASES = [
  'community',
  'community+proof',
  'moderator',
  'legacy',
  'pending',
  'held',
] as const;

export const verificationSchema = z
  .object({
    basis: z
      .enum(VERIFICATION_BASES)
      .describe(
        'community: decided by counted votes; community+proof: so, and a checked proof passes; ' +
          'moderator: set by an administrator; legacy: decided by ' +
          'raw votes before votes were weighed by standing; pending: undecided; held: enough ' +
          'counted approvals, held by a trust flag, a contradicting proof, or another verified account of the person on the platform (holdReason)',
      ),
    summary: z.string().describe('The basis in a sentence a person can read'),
    countedApprovals: z.number().int().describe('Approvals that count toward the decision'),
    approvalGroups: z
      .number()
      .int()
      .nullable()
      .describe(
        'How many independent groups of voters the counted approvals come from; null for a decision taken before voters were grouped',
      ),
    approvals: z.number().int().describe('All approvals recorded (raw)'),
    holdReason: z
      .enum(HOLD_REASONS)
      .nullable()
      .describe(
        'What holds a pending account whose counted approvals reach the bar: flag (an open trust flag), proof (a contradicting proof), same_platform (the person has another verified account on the platform: a moderator or an anchored proof decides); null otherwise',
      ),
    attention: z
      .boolean()
      .describe('A verified account whose checked proof broke: its badge shows amber'),
    identity: z
      .enum(['anchored', 'holder_claim', 'none'])
      .describe(
        'anchored: a page on something known to be the person’s own (an official site set by an administrator, a verified account of theirs) links to the account; holder_claim: the account’s holder claims the person (a backlink or a bio token), which an impersonator can do too; none: no passing proof says either',
      ),
    proofs: z
      .array(proofSummarySchema)
      .describe(
        'The proofs that decide: contradicting ones, a broken one, the one the summary names; every proof is listed, paged, on /api/social-accounts/{id}/proofs',
      ),
    proofCount: z.number().int().describe('How many proofs the account has (suggestions aside)'),
  })
  .describe('What the account’s status rests on');
export type Verification = z.infer<typeof verificationSchema>;

export const countedVotesFields = {
  countedApprovals: z.number().int().describe('Approvals that count toward the decision'),
  countedRejections: z.number().int().describe('Rejections that count toward the decision'),
  verification: verificationSchema,
};

export const TRUST_FLAG_KINDS = ['network', 'pair', 'burst', 'submitter'] as const;
export const TRUST_FLAG_STATUSES = ['open', 'confirmed', 'cleared'] as const;

export const trustSignalSchema = z.object({
  kind: z.enum(TRUST_FLAG_KINDS),
  detail: z.string().describe('What fired, in words'),
  at: isoDate,
});
export type TrustSignal = z.infer<typeof trustSignalSchema>;

export const tallyVoteSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  isApproval: z.boolean(),
  weight: z.number().int().describe('1 when the vote counts, else 0'),
  reason: z.enum(UNCOUNTED_REASONS).nullable().describe('Why the vote counts 0, else null'),
  standing: z.enum(['new', 'member', 'trusted']),
  votedAt: isoDate,
  group: z
    .number()
    .int()
    .nullable()
    .describe(
      'The independent group the voter fell in at the last tally, named by its smallest user id (null before voters were grouped)',
    ),
});
export type TallyVote = z.infer<typeof tallyVoteSchema>;

/** `GET /api/admin/social-accounts/{id}/tally`: every vote of an account with its weight. */
export const accountTallySchema = z.object({
  socialAccountId: z.number().int(),
  status: z.enum(['pending', 'verified', 'rejected']),
  approvalCount: z.number().int(),
  rejectionCount: z.number().int(),
  ...countedVotesFields,
  votes: z.array(tallyVoteSchema),
});
export type AccountTally = z.infer<typeof accountTallySchema>;

export const trustFlagSchema = z.object({
  id: z.number().int(),
  status: z.enum(TRUST_FLAG_STATUSES),
  kind: z.enum(TRUST_FLAG_KINDS),
  userIds: z.array(z.number().int()),
  accountIds: z.array(z.number().int()),
  signals: z.array(trustSignalSchema),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
  users: z.array(
    z.object({
      id: z.number().int(),
      username: z.string(),
      standing: z.enum(['new', 'member', 'trusted']),
    }),
  ),
  accounts: z.array(
    z.object({
      id: z.number().int(),
      username: z.string(),
      platform: z.string(),
      personName: z.string(),
      personSlug: z.string(),
      status: z.enum(['pending', 'verified', 'rejected']),
      votes: z.array(tallyVoteSchema).describe('The flagged users’ votes on it'),
    }),
  ),
});
export type TrustFlag = z.infer<typeof trustFlagSchema>;

export const trustFlagsQuerySchema = z.object({
  status: z
    .enum(['open', 'closed'], { error: 'status must be open or closed' })
    .default('open')
    .describe('open flags, or closed ones (confirmed or cleared)'),
});

export const trustFlagsSchema = z.object({ flags: z.array(trustFlagSchema) });

export const trustFlagActionSchema = z.object({
  action: z.enum(['confirm', 'clear', 'reopen'], {
    error: 'action must be confirm, clear or reopen',
  }),
});
export type TrustFlagAction = z.infer<typeof trustFlagActionSchema>['action'];

export const trustFlagActionResultSchema = z.object({
  message: z.string(),
  flag: trustFlagSchema,
});
