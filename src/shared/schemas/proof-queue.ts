import { z } from 'zod';
import { ACCOUNT_STATUSES } from './admin';
import { isoDate } from './common';
import { proofSchema } from './proofs';

/** The proofs an administrator looks at: broken ones, and ones naming another person. */
export const PROOF_QUEUE_STATES = ['broken', 'contradicting'] as const;
export type ProofQueueState = (typeof PROOF_QUEUE_STATES)[number];

export const proofQueueQuerySchema = z.object({
  state: z
    .enum(PROOF_QUEUE_STATES, { error: 'state must be broken or contradicting' })
    .optional()
    .describe('Only proofs in this state; both when left out'),
});

export const proofQueueItemSchema = proofSchema.extend({
  problemSince: isoDate.describe(
    'When the trouble began: the first failure of a broken proof, the first contradiction of a contradicting one',
  ),
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
