import { z } from 'zod';
import { PROFILE_PAGE_SIZE } from '../constants';
import { countedVotesFields } from './trust';
import { isoDate, pagingQuery } from './common';

export const usernameParamSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, { error: 'Username is required' })
    .max(60, { error: 'User not found' })
    .describe('The username, as shown on the profile'),
});

export const profilePageQuerySchema = z.object(pagingQuery(PROFILE_PAGE_SIZE));

export const profileSchema = z.object({
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    role: z.enum(['user', 'admin']),
    isVerified: z.boolean(),
    createdAt: isoDate,
    email: z.string().optional().describe('Only on your own profile'),
  }),
  activity: z.object({
    peopleAdded: z.number().int(),
    submittedAccounts: z.number().int(),
    verifiedAccounts: z.number().int().describe('Accounts the user voted on'),
    votes: z.number().int(),
    ratings: z.number().int(),
    reviews: z.number().int(),
    comments: z.number().int(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

const personRef = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });
const accountRef = z.object({
  id: z.number().int(),
  username: z.string(),
  platform: z.object({ name: z.string() }),
  person: personRef,
});

const paged = <Key extends string, Item extends z.ZodType>(key: Key, item: Item) =>
  z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }).extend({
    [key]: z.array(item),
  } as Record<Key, z.ZodArray<Item>>);

export const submissionSchema = z.object({
  id: z.number().int(),
  person: personRef,
  username: z.string(),
  platform: z.object({ name: z.string() }),
  isVerified: z.boolean(),
  status: z.enum(['Verified', 'Rejected', 'Pending']),
  approvalCount: z.number().int(),
  rejectionCount: z.number().int(),
  ...countedVotesFields,
  submittedAt: isoDate,
});
export const profileVoteSchema = z.object({
  id: z.number().int(),
  isApproval: z.boolean(),
  votedAt: isoDate,
  socialAccount: accountRef,
});
export const profileRatingSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  ratedAt: isoDate,
  socialAccount: accountRef,
});
export const profileReviewSchema = z.object({
  id: z.number().int(),
  reviewText: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
  socialAccount: accountRef,
});
export const profileCommentSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  createdAt: isoDate,
  parentId: z.number().int().nullable(),
  person: personRef,
});

export const submissionsPageSchema = paged('submissions', submissionSchema);
export const profileVotesPageSchema = paged('votes', profileVoteSchema);
export const profileRatingsPageSchema = paged('ratings', profileRatingSchema);
export const profileReviewsPageSchema = paged('reviews', profileReviewSchema);
export const profileCommentsPageSchema = paged('comments', profileCommentSchema);

export type Submission = z.infer<typeof submissionSchema>;
export type ProfileVote = z.infer<typeof profileVoteSchema>;
export type ProfileRating = z.infer<typeof profileRatingSchema>;
export type ProfileReview = z.infer<typeof profileReviewSchema>;
export type ProfileComment = z.infer<typeof profileCommentSchema>;
