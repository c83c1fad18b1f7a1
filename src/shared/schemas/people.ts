import { z } from 'zod';
import { countedVotesFields } from './trust';
import {
  MAX_SERIAL_ID,
  PEOPLE_MAX_PAGE_SIZE,
  PEOPLE_PAGE_SIZE,
  RATING_MAX,
  RATING_MIN,
  SEARCH_MAX_LENGTH,
} from '../constants';
import { categorySchema, platformSchema } from './catalog';
import {
  idParamSchema,
  isoDate,
  pagingQuery,
  queryInt,
  queryIntWithDefault,
  queryText,
  requiredInt,
} from './common';

export const VERIFICATION_FILTERS = ['all', 'verified', 'pending'] as const;
export type VerificationFilter = (typeof VERIFICATION_FILTERS)[number];

export const peopleQuerySchema = z.object({
  search: queryText(
    SEARCH_MAX_LENGTH,
    `search must be text of at most ${SEARCH_MAX_LENGTH} characters`,
  ).describe(
    'Words of a name or profession; ignores case and accents, matches word starts and one typo',
  ),
  verification: z
    .preprocess(
      (value) => (value === '' || value === undefined ? 'all' : value),
      z.enum(VERIFICATION_FILTERS, { error: 'verification must be one of all, verified, pending' }),
    )
    .default('all')
    .describe('verified: people with a verified account; pending: with a pending one'),
  minRating: z
    .preprocess(
      (value) => (value === 'all' ? undefined : value),
      queryInt(RATING_MIN, RATING_MAX, 'minRating must be a whole number from 1 to 5'),
    )
    .describe('People with an account rated at least this; only those accounts are listed'),
  category: queryInt(
    1,
    MAX_SERIAL_ID,
    'category must be a category id (a positive whole number)',
  ).describe('A category id from /api/categories'),
  ...pagingQuery(PEOPLE_PAGE_SIZE, PEOPLE_MAX_PAGE_SIZE),
});
export type PeopleQuery = z.infer<typeof peopleQuerySchema>;

const ratingValue = z.number().nullable().describe('Average on a 1 to 5 scale, null when unrated');

export const WIKIDATA_LISTING_STATES = ['listed', 'no_longer_listed'] as const;

/** A Wikidata claim that lists the account (see docs/decisions/0029-wikidata-import.md). */
export const wikidataListingSchema = z
  .object({
    itemId: z.string().describe('The Wikidata item (Q…) whose claim lists the account'),
    property: z.string().describe("The claim's property: P2002 for X, P2003 for Instagram, …"),
    state: z
      .enum(WIKIDATA_LISTING_STATES)
      .describe(
        'listed: the latest import found the claim; no_longer_listed: a later import did not (it was removed or deprecated)',
      ),
    listedAt: isoDate,
    unlistedAt: isoDate.nullable(),
  })
  .describe(
    "Listed on Wikidata: a source, not a verification; the community's votes and the proofs decide the status",
  );
export type WikidataListing = z.infer<typeof wikidataListingSchema>;

export const socialAccountSchema = z.object({
  id: z.number().int(),
  personId: z.number().int(),
  platformId: z.number().int(),
  platform: platformSchema,
  username: z.string(),
  url: z.string().nullable(),
  followers: z.string().nullable(),
  evidence: z.string().nullable(),
  isVerified: z.boolean(),
  isDeleted: z.boolean(),
  submittedById: z.number().int().nullable(),
  submittedBy: z.object({ username: z.string() }).nullable(),
  submittedAt: isoDate,
  approvalCount: z.number().int(),
  rejectionCount: z.number().int(),
  ...countedVotesFields,
  lastVerifiedAt: isoDate.nullable(),
  verifiedAt: isoDate.nullable(),
  profile_image_url: z.string().nullable(),
  avgRating: ratingValue,
  ratingCount: z.number().int(),
  userVote: z.object({ isApproval: z.boolean() }).nullable(),
  wikidata: wikidataListingSchema.nullable(),
});
export type SocialAccount = z.infer<typeof socialAccountSchema>;

export const ALIAS_MAX_LENGTH = 120;
/** A person's aliases at most: more would say nothing more, and weigh on every read of them. */
export const ALIASES_PER_PERSON = 20;
/** Aliases one member may add in a day, across people. */
export const ALIASES_PER_USER_PER_DAY = 30;
/** Of those, on one person. */
export const ALIASES_PER_USER_PER_PERSON_PER_DAY = 10;

export const aliasSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  language: z.string().nullable().describe('A BCP 47 language or script tag, null when not given'),
  addedById: z.number().int().nullable(),
});
export type Alias = z.infer<typeof aliasSchema>;

export const personSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  slug: z.string(),
  profession: z.string(),
  categoryId: z.number().int().nullable(),
  category: categorySchema.nullable(),
  addedById: z.number().int().nullable(),
  addedBy: z.object({ username: z.string() }).nullable(),
  addedAt: isoDate,
  profile_image_url: z.string().nullable(),
  avgRating: ratingValue,
  avgRating30: ratingValue,
  is_deleted: z.boolean(),
  isDemo: z.boolean().describe('Part of the fictional demo data set'),
  wikidataId: z
    .string()
    .nullable()
    .describe("The person's Wikidata item (Q…); data imported from Wikidata is CC0"),
  socialAccounts: z.array(socialAccountSchema),
  aliases: z.array(aliasSchema).describe('Other names the person is known by, oldest first'),
  matchedBy: z
    .string()
    .nullable()
    .optional()
    .describe(
      'In a search: why the person matched when it was not their name ("alias: The Rock", "@ConanOBrien on X")',
    ),
});
export type Person = z.infer<typeof personSchema>;

export const peoplePageSchema = z.object({
  people: z.array(personSchema),
  total: z.number().int(),
  totalIsEstimate: z
    .boolean()
    .describe('True when more than 10,000 people match: total is then an estimate, not a count'),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PeoplePage = z.infer<typeof peoplePageSchema>;

export const personRefParamSchema = z.object({
  ref: z
    .string()
    .trim()
    .min(1, 'A person id or name is required')
    .max(200, 'Person reference is too long')
    .describe('A person id, or the name slug first-last (e.g. ada-example)'),
});

/**
 * Zero-width characters (U+200B–U+200D, U+2060, U+FEFF, U+180E), bidirectional controls
 * (U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069) and control characters other than
 * the white space a name's spaces are made of (U+0000–U+0008, U+000E–U+001F, U+007F–U+009F):
 * invisible, they make a name differ from one that displays the same, turn the text around
 * it, or (NUL) cannot be stored at all.
 */
const HIDDEN_CHARACTER =
  // eslint-disable-next-line no-control-regex -- the point is to refuse control characters
  /[\u200B-\u200D\u2060\uFEFF\u180E\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\u0000-\u0008\u000E-\u001F\u007F-\u009F]/u;

/** A name or profession as displayed: NFKC-normalised, single spaces, no hidden characters. */
export const nameField = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .refine((value) => !HIDDEN_CHARACTER.test(value), {
      error: `${label} cannot contain invisible or text-direction characters`,
      abort: true,
    })
    .normalize('NFKC')
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} cannot exceed ${max} characters` })
    .transform((value) => value.replace(/\s+/g, ' '));

/** What a user enters to add a person. `addedById` may be sent but the server takes the signed-in user. */
export const newPersonSchema = z.object({
  firstName: nameField('First name', 60),
  lastName: nameField('Last name', 60),
  profession: nameField('Profession', 120),
  categoryId: z.coerce
    .number({ error: 'Please choose a category' })
    .int({ error: 'Please choose a category' })
    .positive({ error: 'Please choose a category' })
    .max(MAX_SERIAL_ID, { error: 'Please choose a category' }),
  addedById: z.unknown().optional(),
});
export type NewPersonInput = z.infer<typeof newPersonSchema>;

/** Enough of a person to name them and link to their page. */
export const personLinkSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  slug: z.string(),
});
export type PersonLink = z.infer<typeof personLinkSchema>;

export const duplicatePersonSchema = z.object({
  message: z.string(),
  existingPerson: personLinkSchema,
});

/** The body of the 301 that sends a merged-away person's address to the person they were merged into. */
export const mergedPersonSchema = z.object({
  message: z.string(),
  mergedInto: personLinkSchema.describe('The live person; Location names their address'),
});
export type MergedPerson = z.infer<typeof mergedPersonSchema>;

/** A language or script tag as BCP 47 writes it, in its canonical case ("zh-Hant", "ru"). */
const languageTag = z
  .string()
  .trim()
  .max(35, { error: 'language cannot exceed 35 characters' })
  .transform((value, context) => {
    try {
      return Intl.getCanonicalLocales(value)[0]!;
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'language must be a language tag such as "ru", "ja" or "zh-Hant"',
      });
      return z.NEVER;
    }
  });

/** Another name for a person, as a member enters it. */
export const newAliasSchema = z.object({
  name: nameField('Alias', ALIAS_MAX_LENGTH),
  language: z
    .preprocess(
      (value) =>
        value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
      languageTag.optional(),
    )
    .describe('A BCP 47 language or script tag, e.g. "ru", "ja", "zh-Hant"'),
});
export type NewAliasInput = z.infer<typeof newAliasSchema>;

export const aliasParamsSchema = idParamSchema.extend({
  aliasId: requiredInt(1, MAX_SERIAL_ID, 'aliasId must be a positive whole number'),
});

export const SUGGESTIONS_MAX = 10;

export const suggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'q is required: the text typed so far' })
    .trim()
    .min(1, { error: 'q is required: the text typed so far' })
    .max(SEARCH_MAX_LENGTH, {
      error: `q must be text of at most ${SEARCH_MAX_LENGTH} characters`,
    })
    .describe('The text typed so far: a name, alias, handle, profile address or profession'),
  limit: queryIntWithDefault(
    1,
    SUGGESTIONS_MAX,
    `limit must be a whole number from 1 to ${SUGGESTIONS_MAX}`,
    6,
  ),
});

export const suggestionSchema = personLinkSchema.extend({
  profession: z.string(),
  category: categorySchema.nullable(),
  profile_image_url: z.string().nullable(),
  matchedBy: z
    .string()
    .nullable()
    .describe('Why the person matched when it was not their name ("alias: The Rock")'),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsSchema = z.object({ suggestions: z.array(suggestionSchema) });
export type Suggestions = z.infer<typeof suggestionsSchema>;
