import { z } from 'zod';
import { countedVotesFields, UNCOUNTED_REASONS } from './trust';
import { MAX_SERIAL_ID } from '../constants';
import { USERNAME_CHARACTERS_MESSAGE } from '../account-address';
import { isYouTubeChannelUsername } from '../youtube';

export const EVIDENCE_MIN_LENGTH = 10;
/** The specification's words, with the rule they stand for, so the form need not hide it. */
const EVIDENCE_MESSAGE = `Please provide evidence for authenticity (at least ${EVIDENCE_MIN_LENGTH} characters)`;
/** Accounts one member may propose in a day, across people. */
export const PROPOSALS_PER_USER_PER_DAY = 30;
/** Of those, for one person. */
export const PROPOSALS_PER_USER_PER_PERSON_PER_DAY = 10;

const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_SERIAL_ID, { error: message });

/** A proposed account. The username is kept without a leading @ or surrounding spaces. */
export const accountSubmissionSchema = z.object({
  personId: id('Person is required'),
  platformId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    id('Platform is required'),
  ),
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .transform((value) => value.replace(/^@+/, '').trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'Username is required' })
        .max(100, { error: 'Username cannot exceed 100 characters' })
        .refine((value) => /^[^\s/?#]+$/.test(value) || isYouTubeChannelUsername(value), {
          error: USERNAME_CHARACTERS_MESSAGE,
        }),
    ),
  url: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .max(500, { error: 'URL cannot exceed 500 characters' })
      .pipe(z.url({ protocol: /^https?$/, error: 'URL must start with http:// or https://' }))
      .optional(),
  ),
  followers: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(30, { error: 'Followers cannot exceed 30 characters' }).optional(),
  ),
  evidence: z
    .string({ error: EVIDENCE_MESSAGE })
    .trim()
    .min(EVIDENCE_MIN_LENGTH, { error: EVIDENCE_MESSAGE })
    .max(2000, { error: 'Evidence cannot exceed 2000 characters' }),
  submittedById: z.unknown().optional(),
});
export type AccountSubmission = z.infer<typeof accountSubmissionSchema>;

export const voteSchema = z.object({
  socialAccountId: id('socialAccountId must be an account id'),
  isApproval: z.boolean({ error: 'isApproval must be true or false' }),
});
export type VoteInput = z.infer<typeof voteSchema>;

export const voteResultSchema = z.object({
  message: z.string(),
  socialAccountId: z.number().int(),
  isApproval: z.boolean(),
  approvalCount: z.number().int(),
  rejectionCount: z.number().int(),
  ...countedVotesFields,
  status: z.enum(['pending', 'verified', 'rejected']),
  isVerified: z.boolean(),
  counted: z.boolean().describe('Whether this vote counts toward the decision now'),
  reason: z
    .enum(UNCOUNTED_REASONS)
    .optional()
    .describe(
      'Why the vote does not count, when it does not: new_member (the voter is not a member ' +
        'yet), flag_counted_once, flag_submitter or flag_confirmed (a trust flag names the voter)',
    ),
});
export type VoteResult = z.infer<typeof voteResultSchema>;

export const userVoteSchema = z.object({
  socialAccountId: z.number().int(),
  isApproval: z.boolean(),
  votedAt: z.string(),
});

export const ratingInputSchema = z.object({
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5' })
    .int({ error: 'Rating must be a whole number from 1 to 5' })
    .min(1, { error: 'Rating must be a whole number from 1 to 5' })
    .max(5, { error: 'Rating must be a whole number from 1 to 5' }),
});

export const accountRatingSchema = z.object({
  averageRating: z.number().nullable(),
  averageRating30Day: z.number().nullable(),
  userRating: z.number().int().nullable(),
});
export type AccountRating = z.infer<typeof accountRatingSchema>;

export const REVIEW_MIN_LENGTH = 10;
export const REVIEW_MAX_LENGTH = 1000;

export const reviewTextSchema = z
  .string({ error: `Review must be at least ${REVIEW_MIN_LENGTH} characters` })
  .trim()
  .min(REVIEW_MIN_LENGTH, { error: `Review must be at least ${REVIEW_MIN_LENGTH} characters` })
  .max(REVIEW_MAX_LENGTH, { error: `Review cannot exceed ${REVIEW_MAX_LENGTH} characters` });

export const reviewInputSchema = z.object({
  reviewText: reviewTextSchema,
  socialAccountId: z.unknown().optional(),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  socialAccountId: z.number().int(),
  userId: z.number().int(),
  reviewText: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.object({ username: z.string() }),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsPageSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const reportInputSchema = z.object({
  socialAccountId: id('socialAccountId must be an account id'),
  reason: z
    .string({ error: 'Reason must be at least 10 characters' })
    .trim()
    .min(10, { error: 'Reason must be at least 10 characters' })
    .max(500, { error: 'Reason cannot exceed 500 characters' }),
  evidence: z
    .string({ error: 'Evidence must be at least 10 characters' })
    .trim()
    .min(10, { error: 'Evidence must be at least 10 characters' })
    .max(1000, { error: 'Evidence cannot exceed 1000 characters' }),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportCreatedSchema = z.object({
  message: z.string(),
  report: z.object({ id: z.number().int(), status: z.literal('pending') }),
});

/** A report waits for an administrator in these statuses; a user has one open report per account at most. */
export const OPEN_REPORT_STATUSES = ['pending', 'investigating'] as const;

/** An account the signed-in user has an open report on (GET /api/user/reports). */
export const userOpenReportSchema = z.object({
  socialAccountId: z.number().int(),
  reportedAt: z.string(),
});
export type UserOpenReport = z.infer<typeof userOpenReportSchema>;
