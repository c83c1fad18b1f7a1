import {
  accountRef,
  exampleComment as comment,
  personRef,
  reviewText,
  verifiedAccount,
} from '@shared/example-person';
import type {
  Profile,
  ProfileComment,
  ProfileRating,
  ProfileReview,
  ProfileVote,
  Submission,
} from '@shared/schemas/profiles';

const profile: Profile = {
  user: {
    id: 7,
    username: 'musicfan',
    role: 'user',
    isVerified: true,
    createdAt: '2026-01-15T16:20:00.000Z',
  },
  activity: {
    peopleAdded: 3,
    submittedAccounts: 5,
    verifiedAccounts: 21,
    votes: 21,
    ratings: 12,
    reviews: 4,
    comments: 9,
  },
};
const page = { total: 1, page: 1, limit: 5 };
const submission: Submission = {
  id: 101,
  person: personRef,
  username: 'ada.sings',
  platform: { name: 'Instagram' },
  isVerified: true,
  status: 'Verified',
  approvalCount: 10,
  rejectionCount: 1,
  countedApprovals: 10,
  countedRejections: 1,
  verification: verifiedAccount.verification,
  submittedAt: '2026-03-02T10:15:00.000Z',
};
const vote: ProfileVote = {
  id: 300,
  isApproval: true,
  votedAt: '2026-03-03T11:00:00.000Z',
  socialAccount: accountRef,
};
const rating: ProfileRating = {
  id: 301,
  rating: 5,
  ratedAt: '2026-04-10T12:00:00.000Z',
  socialAccount: accountRef,
};
const review: ProfileReview = {
  id: 9,
  reviewText,
  createdAt: '2026-04-10T12:00:00.000Z',
  updatedAt: '2026-04-10T12:00:00.000Z',
  socialAccount: accountRef,
};
const profileComment: ProfileComment = {
  id: 55,
  text: comment.text,
  createdAt: comment.createdAt,
  parentId: null,
  person: personRef,
};

/** The success examples of the profiles' routes in the OpenAPI document (`METHOD /path`). */
export const profilesExamples: Record<string, unknown> = {
  'GET /api/users/:username/profile': profile,
  'GET /api/users/:username/submissions': { ...page, submissions: [submission] },
  'GET /api/users/:username/votes': { ...page, votes: [vote] },
  'GET /api/users/:username/ratings': { ...page, ratings: [rating] },
  'GET /api/users/:username/reviews': { ...page, reviews: [review] },
  'GET /api/users/:username/comments': { ...page, comments: [profileComment] },
};
