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
export const HOLD_REASONS = ['flag', 'proof', 'same_platform', 'handle_elsewhere'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** What an account's status rests on; `pending`, `held` and `contested` while undecided. */
export const VERIFICATION_BASES = [
  'proven',
  'community',
  'community+proof',
  'moderator',
  'legacy',
  'pending',
  'held',
  'contested',
] as const;

/**
 * The tiers of a verified account, strongest first (decision 0031): proven (an unbroken chain
 * of checked proofs leads to a root a moderator confirmed), verified by a moderator, verified
 * by the community (counted votes alone).
 */
export const TIERS = ['proven', 'moderator', 'community'] as const;
export type Tier = (typeof TIERS)[number];

export const tierSchema = z
  .enum(TIERS)
  .describe(
    'proven: an unbroken chain of checked proofs leads to a root a moderator confirmed (an official site, or an account a moderator verified); moderator: verified by an administrator; community: verified by counted votes alone',
  );

export const verificationSchema = z
  .object({
    basis: z
      .enum(VERIFICATION_BASES)
      .describe(
        'proven: verified, and a chain of checked proofs leads to a root (the summary names it); ' +
          'community: decided by counted votes; community+proof: so, and its holder’s claim (a backlink or a bio token) passes; ' +
          'moderator: set by an administrator; legacy: decided by ' +
          'raw votes before votes were weighed by standing; pending: undecided; held: enough ' +
          'counted approvals, held by a trust flag, a contradicting proof, another verified account of the person on the platform, or the handle verified on another person (holdReason); ' +
          'contested: the person’s own evidence names another account (a proven one on the platform, their official site linking elsewhere): not verified, a moderator decides',
      ),
    summary: z.string().describe('The basis in a sentence a person can read'),
    tier: tierSchema.nullable().describe('The tier of a verified account; null when not verified'),
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
        'What holds a pending account whose counted approvals reach the bar: flag (an open trust flag), proof (a contradicting proof), same_platform (the person has another verified account on the platform: a moderator or a proven chain decides), handle_elsewhere (the handle is verified on another person: a proven chain or a moderator decides); null otherwise',
      ),
    attention: z
      .boolean()
      .describe('A verified account whose checked proof broke: its badge shows amber'),
    identity: z
      .enum(['anchored', 'holder_claim', 'none'])
      .describe(
        'anchored: the account is proven, an unbroken chain of checked proofs leads to a root a moderator confirmed; holder_claim: the account’s holder claims the person (a backlink or a bio token), which an impersonator can do too; none: neither',
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

export const TRUST_FLAG_KINDS = ['network', 'pair', 'burst', 'submitter', 'burn'] as const;
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

/** An account the person's own evidence contests, in the moderators' queue (decision 0031). */
export const contestedAccountSchema = z.object({
  id: z.number().int(),
  platform: z.string(),
  username: z.string(),
  status: z.enum(['pending', 'verified', 'rejected']),
  person: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  contest: z.string().describe('Why the evidence contests it, in a sentence'),
  approvalCount: z.number().int(),
  burnedUsers: z
    .number()
    .int()
    .describe('How many of its approvers a burn names (their votes count for nothing)'),
  submittedAt: isoDate,
});
export type ContestedAccount = z.infer<typeof contestedAccountSchema>;

export const contestedAccountsSchema = z.object({
  accounts: z.array(contestedAccountSchema).describe('Oldest first'),
});

export const rejectAsFakeSchema = z.object({
  reason: z
    .string({ error: 'Say why the account is fake' })
    .trim()
    .min(10, { error: 'Say why the account is fake (at least 10 characters)' })
    .max(300, { error: 'The reason cannot exceed 300 characters' })
    .describe('Why the account is fake, kept in the audit log and shown to administrators'),
});
