import { z } from 'zod';
import { PROOF_KINDS, PROOF_STATES } from '../proofs';
import { isoDate } from './common';

export const proofInputSchema = z.object({
  kind: z.enum(PROOF_KINDS, {
    error: 'kind must be backlink, bio_token, official_site or reference',
  }),
  url: z
    .string()
    .trim()
    .max(2000, { error: 'The address cannot exceed 2000 characters' })
    .optional()
    .describe(
      'official_site: the page of the official website that links to the account; reference: the source. Not used for backlink and bio_token, which are read from the account’s own page',
    ),
});
export type ProofInput = z.infer<typeof proofInputSchema>;

export const proofCheckSchema = z.object({
  checkedAt: isoDate,
  outcome: z.enum(['pass', 'fail', 'unreachable', 'contradiction']),
  detail: z.string(),
});

export const proofSchema = z.object({
  id: z.number().int(),
  socialAccountId: z.number().int(),
  kind: z.enum(PROOF_KINDS),
  url: z.string().describe('The page checked (or, for a reference, the source)'),
  token: z.string().nullable().describe('bio_token: the text the account’s public page must show'),
  state: z.enum(PROOF_STATES),
  createdAt: isoDate,
  lastCheckedAt: isoDate.nullable(),
  lastPassedAt: isoDate.nullable(),
  failingSince: isoDate.nullable(),
  suggested: z
    .boolean()
    .describe(
      'Attached by a member to an account someone else proposed: changes nothing public until an administrator accepts it',
    ),
  history: z.array(proofCheckSchema).describe('The latest checks, newest first'),
});
export type ProofView = z.infer<typeof proofSchema>;

/** A proof as every account read summarises it. */
export const proofSummarySchema = z.object({
  kind: z.enum(PROOF_KINDS),
  state: z.enum(PROOF_STATES),
  lastCheckedAt: isoDate.nullable(),
  failingSince: isoDate.nullable(),
});
export type ProofSummary = z.infer<typeof proofSummarySchema>;
