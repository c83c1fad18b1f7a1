import { z } from 'zod';
import { MAX_SERIAL_ID } from '../constants';
import { isoDate, requiredInt } from './common';

/* Identity anchors: official sites an administrator names as the person's own. */

export const ANCHOR_SOURCES = ['moderator', 'wikidata'] as const;

export const identityAnchorSchema = z
  .object({
    id: z.number().int(),
    url: z.string().describe('The official site, as the administrator gave it'),
    host: z
      .string()
      .describe(
        'Its host (lower case, without www.): a page there that links to an account anchors it',
      ),
    reason: z.string().describe('Why this site is the person’s own'),
    source: z
      .enum(ANCHOR_SOURCES)
      .describe('moderator: set by an administrator; wikidata: imported'),
    setBy: z.object({ username: z.string() }).nullable().describe('The administrator who set it'),
    createdAt: isoDate,
  })
  .describe('An official site known to be the person’s own');
export type IdentityAnchor = z.infer<typeof identityAnchorSchema>;

export const ANCHOR_REASON_MIN_LENGTH = 10;

export const anchorInputSchema = z.object({
  url: z
    .string({ error: 'The site’s address is required' })
    .trim()
    .max(500, { error: 'The address cannot exceed 500 characters' })
    .pipe(
      z.url({ protocol: /^https?$/, error: 'The address must start with http:// or https://' }),
    ),
  reason: z
    .string({ error: 'Say why this site is the person’s own' })
    .trim()
    .min(ANCHOR_REASON_MIN_LENGTH, {
      error: 'Say why this site is the person’s own (at least 10 characters)',
    })
    .max(500, { error: 'The reason cannot exceed 500 characters' }),
});
export type AnchorInput = z.infer<typeof anchorInputSchema>;

export const anchorParamsSchema = z.object({
  id: requiredInt(1, MAX_SERIAL_ID, 'id must be a positive whole number'),
  anchorId: requiredInt(1, MAX_SERIAL_ID, 'anchorId must be a positive whole number'),
});
