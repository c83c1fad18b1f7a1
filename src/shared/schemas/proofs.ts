import { z } from 'zod';
import { PROOF_KINDS, PROOF_STATES } from '../proofs';
import { MAX_SERIAL_ID } from '../constants';
import { isoDate, pagingQuery } from './common';

export const proofInputSchema = z.object({
  kind: z.enum(PROOF_KINDS, {
    error: 'kind must be backlink, bio_token, official_site, cross_link or reference',
  }),
  url: z
    .string()
    .trim()
    .max(2000, { error: 'The address cannot exceed 2000 characters' })
    .optional()
    .describe(
      'official_site: the page of the official website that links to the account; reference: the source. Not used for backlink and bio_token, which are read from the account’s own page, nor for cross_link',
    ),
  fromAccountId: z.coerce
    .number({ error: 'fromAccountId must be an account id' })
    .int({ error: 'fromAccountId must be an account id' })
    .positive({ error: 'fromAccountId must be an account id' })
    .max(MAX_SERIAL_ID, { error: 'fromAccountId must be an account id' })
    .optional()
    .describe(
      'cross_link: a verified account of the same person whose profile page links to this account',
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
  anchored: z
    .boolean()
    .describe(
      'A page on something known to be the person’s own links to the account: an official site an administrator set, or a verified account of theirs with a passing proof',
    ),
  linkedFrom: z
    .string()
    .nullable()
    .describe(
      'official_site: the site’s host; cross_link: the linking account, as "@name on Platform"',
    ),
  sourceAccountId: z.number().int().nullable().describe('cross_link: the linking account'),
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
  anchored: z.boolean(),
  linkedFrom: z.string().nullable(),
  lastCheckedAt: isoDate.nullable(),
  failingSince: isoDate.nullable(),
});
export type ProofSummary = z.infer<typeof proofSummarySchema>;

/** `GET /api/social-accounts/{id}/proofs`: one page of an account's proofs, oldest first. */
export const proofListQuerySchema = z.object(pagingQuery(10));
export type ProofListQuery = z.infer<typeof proofListQuerySchema>;
