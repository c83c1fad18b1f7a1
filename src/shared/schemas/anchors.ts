import { z } from 'zod';
import { MAX_SERIAL_ID } from '../constants';
import { PROOF_STATES } from '../proofs';
import { isoDate, requiredInt } from './common';

/*
 * Official sites as roots (decision 0031): an exact origin and path prefix a moderator
 * confirms as the person's own. A member's suggestion and an imported official website wait
 * for a moderator and lower nothing until then.
 */

export const ANCHOR_SOURCES = ['moderator', 'wikidata', 'member'] as const;
export const ANCHOR_STATUSES = ['suggested', 'confirmed'] as const;

export const identityAnchorSchema = z
  .object({
    id: z.number().int(),
    url: z.string().describe('The official site, as it was given'),
    host: z.string().describe('Its host (lower case, without www.), as people read it'),
    root: z
      .string()
      .describe(
        'What a page must lie in to count, as people read it (`example.com/about`): the same scheme, host and port exactly, at or below this path',
      ),
    reason: z.string().describe('Why this site is the person’s own'),
    source: z
      .enum(ANCHOR_SOURCES)
      .describe(
        'moderator: set by an administrator; wikidata: imported; member: suggested by a member',
      ),
    status: z
      .enum(ANCHOR_STATUSES)
      .describe(
        'confirmed: a moderator confirmed it, and it roots proven chains; suggested: it waits for a moderator and lowers nothing',
      ),
    setBy: z
      .object({ username: z.string() })
      .nullable()
      .describe('The administrator who set it, or the member who suggested it'),
    confirmedBy: z
      .object({ username: z.string() })
      .nullable()
      .describe('The moderator who confirmed it'),
    confirmedAt: isoDate.nullable(),
    state: z
      .enum(PROOF_STATES)
      .describe(
        'How the site’s own page read at its last check (a confirmed site is checked like a proof)',
      ),
    lastCheckedAt: isoDate.nullable(),
    links: z
      .array(z.object({ platform: z.string(), username: z.string() }))
      .describe(
        'The accounts the site’s page links to with rel="me" when last read: they are proven the person’s',
      ),
    createdAt: isoDate,
  })
  .describe('An official site of the person: a root of proven chains once a moderator confirms it');
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

export const anchorIdParamsSchema = z.object({
  anchorId: requiredInt(1, MAX_SERIAL_ID, 'anchorId must be a positive whole number'),
});

/** A suggested official site in the moderators' queue, with its person. */
export const anchorSuggestionSchema = identityAnchorSchema.extend({
  person: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
});
export type AnchorSuggestion = z.infer<typeof anchorSuggestionSchema>;

export const anchorSuggestionsSchema = z.object({
  suggestions: z.array(anchorSuggestionSchema).describe('Oldest first'),
});
