import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses } from '@shared/schemas/common';
import {
  profileCommentsPageSchema,
  profilePageQuerySchema,
  profileRatingsPageSchema,
  profileReviewsPageSchema,
  profileSchema,
  profileVotesPageSchema,
  submissionsPageSchema,
  usernameParamSchema,
  type Profile,
  type ProfileComment,
  type ProfileRating,
  type ProfileReview,
  type ProfileVote,
  type Submission,
} from '@shared/schemas/profiles';
import {
  accountTopic,
  commentTopic,
  type ReadTopic,
  reviewTopic,
  userTopic,
} from '../../model/topics';
import type { Database } from '../../platform/database/client';
import {
  listProfileComments,
  listProfileRatings,
  listProfileReviews,
  listProfileVotes,
  listSubmissions,
  type PageRequest,
} from './activity-lists';
import { findProfileUser, getProfile } from './service';

type Lister = (
  db: Database,
  userId: number,
  paging: PageRequest,
  viewerId?: number,
) => Promise<unknown>;

/**
 * The things a page of a list shows, for the visitors' response cache (its user is added
 * apart).
 */
type ShownOnPage = (page: never) => ReadTopic[];

const accountsShown = (items: { socialAccount: { id: number } }[]) =>
  items.map((item) => accountTopic(item.socialAccount.id));

const activityLists: [string, z.ZodType, Lister, string, ShownOnPage][] = [
  [
    'submissions',
    submissionsPageSchema,
    listSubmissions,
    'Accounts the user proposed',
    (page: { submissions: Submission[] }) =>
      page.submissions.map((submission) => accountTopic(submission.id)),
  ],
  [
    'votes',
    profileVotesPageSchema,
    listProfileVotes,
    "The user's votes",
    (page: { votes: ProfileVote[] }) => accountsShown(page.votes),
  ],
  [
    'ratings',
    profileRatingsPageSchema,
    listProfileRatings,
    "The user's account ratings",
    (page: { ratings: ProfileRating[] }) => accountsShown(page.ratings),
  ],
  [
    'reviews',
    profileReviewsPageSchema,
    listProfileReviews,
    "The user's reviews",
    (page: { reviews: ProfileReview[] }) => [
      ...accountsShown(page.reviews),
      ...page.reviews.map((review) => reviewTopic(review.id)),
    ],
  ],
  [
    'comments',
    profileCommentsPageSchema,
    listProfileComments,
    "The user's comments",
    (page: { comments: ProfileComment[] }) =>
      page.comments.map((comment) => commentTopic(comment.id)),
  ],
];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:username/profile',
    {
      ...app.publicRead((profile: Profile) => [userTopic(profile.user.id)]),
      schema: {
        tags: ['profiles'],
        summary: "A user's public profile and activity counts (the e-mail only on your own)",
        params: usernameParamSchema,
        response: { 200: profileSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => getProfile(app.db, request.params.username, request.user?.id),
  );

  for (const [list, schema, lister, summary, shownOnPage] of activityLists) {
    app.get(
      `/api/users/:username/${list}`,
      {
        ...app.publicRead(shownOnPage),
        schema: {
          tags: ['profiles'],
          summary: `${summary}, newest first, 5 per page by default`,
          params: usernameParamSchema,
          querystring: profilePageQuerySchema,
          response: { 200: schema, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const user = await findProfileUser(app.db, request.params.username);
        app.readCache.shows(request, [userTopic(user.id)]);
        return lister(app.db, user.id, request.query, request.user?.id);
      },
    );
  }
};
