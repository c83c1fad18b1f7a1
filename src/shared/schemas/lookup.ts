import { z } from 'zod';
import { tierSchema, verificationSchema } from './trust';

export const LOOKUP_STATUSES = ['verified', 'pending', 'rejected', 'reported', 'unknown'] as const;
export type LookupStatus = (typeof LOOKUP_STATUSES)[number];

const text = (description: string) =>
  z
    .string()
    .max(2000, 'addresses and names are at most 2000 characters')
    .optional()
    .describe(description);

export const lookupQuerySchema = z.object({
  url: text('A profile address (`https://www.x.com/Name/`, `mastodon.social/@name`) or a handle'),
  platform: text('The platform of a bare handle (`Twitter`, `X`, `Mastodon`, …)'),
  username: text('The handle on that platform, with or without its @'),
});
export type LookupQuery = z.infer<typeof lookupQuerySchema>;

export const lookupResultSchema = z
  .object({
    status: z
      .enum(LOOKUP_STATUSES)
      .describe(
        'verified: an account of this person (tier says how strongly); pending: proposed, ' +
          'being voted on, or contested by the person’s own evidence (account.verification.basis ' +
          'says which); rejected: voted out; reported: verified, and an administrator is ' +
          'investigating a report that it is fake, or (for an account verified by the community ' +
          'alone) members from three independent groups reported it; unknown: not in the directory',
      ),
    tier: tierSchema
      .nullable()
      .optional()
      .describe(
        'For a verified (or reported) account: proven, moderator or community; null otherwise. A client that trusts only proven accounts reads this',
      ),
    person: z
      .object({
        id: z.number().int(),
        slug: z.string(),
        firstName: z.string(),
        lastName: z.string(),
      })
      .optional(),
    account: z
      .object({
        id: z.number().int(),
        platform: z.string(),
        username: z.string(),
        url: z.string(),
        verification: verificationSchema,
      })
      .optional(),
  })
  .describe('Whether the directory knows the account, and whose it is');
export type LookupResult = z.infer<typeof lookupResultSchema>;
