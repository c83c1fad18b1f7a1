import { z } from 'zod';
import { ACCOUNT_STATUSES } from './admin';
import { isoDate } from './common';
import { proofSchema } from './proofs';

/** The proofs an administrator looks at: broken ones, and ones naming another person. */
export const PROOF_QUEUE_STATES = ['broken', 'contradicting'] as const;
export type ProofQueueState = (typeof PROOF_QUEUE_STATES)[number];
/** Those two, or members' suggestions waiting to be accepted (in any state). */
export const PROOF_QUEUE_FILTERS = [...PROOF_QUEUE_STATES, 'suggested'] as const;
export type ProofQueueFilterValue = (typeof PROOF_QUEUE_FILTERS)[number];

export const proofQueueQuerySchema = z.object({
  state: z
    .enum(PROOF_QUEUE_FILTERS, { error: 'state must be broken, contradicting or suggested' })
    .optional()
    .describe(
      'Only broken or contradicting proofs of the accounts’ side, or only members’ suggestions; all three when left out',
    ),
});

export const proofQueueItemSchema = proofSchema.extend({
  problemSince: isoDate.describe(
    'When the trouble began: the first failure of a broken proof, the first contradiction of a contradicting one; for a suggestion, when it was made',
  ),
  addedBy: z
    .string()
    .nullable()
    .describe('The username of whoever attached the proof (null once their user is gone)'),
  account: z.object({
    id: z.number().int(),
    platform: z.string(),
    username: z.string(),
    status: z.enum(ACCOUNT_STATUSES),
    decisionBasis: z.enum(['community', 'moderator', 'legacy']).nullable(),
    decisionNote: z.string().nullable(),
    person: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  }),
});
export type ProofQueueItem = z.infer<typeof proofQueueItemSchema>;

export const proofQueueSchema = z.object({ proofs: z.array(proofQueueItemSchema) });

export const moderateAccountSchema = z.object({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(1, { error: 'A reason is required' })
    .max(300, { error: 'The reason cannot exceed 300 characters' })
    .describe('Why the account is verified, shown with its badge'),
});
export type ModerateAccountInput = z.infer<typeof moderateAccountSchema>;
