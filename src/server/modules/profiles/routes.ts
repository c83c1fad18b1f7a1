import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponseSchema } from '../../../shared/schemas/common';
import {
  profileCommentsPageSchema,
  profilePageQuerySchema,
  profileRatingsPageSchema,
  profileReviewsPageSchema,
  profileSchema,
  profileVotesPageSchema,
  submissionsPageSchema,
  usernameParamSchema,
} from '../../../shared/schemas/profiles';
import type { Database } from '../../db/client';
import {
  findProfileUser,
  getProfile,
  listProfileComments,
  listProfileRatings,
  listProfileReviews,
  listProfileVotes,
  listSubmissions,
  type PageRequest,
} from './service';

type Lister = (
  db: Database,
  userId: number,
  paging: PageRequest,
  viewerId?: number,
) => Promise<unknown>;

const activityLists: [string, z.ZodType, Lister, string][] = [
  ['submissions', submissionsPageSchema, listSubmissions, 'Accounts the user proposed'],
  ['votes', profileVotesPageSchema, listProfileVotes, "The user's votes"],
  ['ratings', profileRatingsPageSchema, listProfileRatings, "The user's account ratings"],
  ['reviews', profileReviewsPageSchema, listProfileReviews, "The user's reviews"],
  ['comments', profileCommentsPageSchema, listProfileComments, "The user's comments"],
];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:username/profile',
    {
      ...app.publicRead,
      schema: {
        tags: ['profiles'],
        summary: "A user's public profile and activity counts (the e-mail only on your own)",
        params: usernameParamSchema,
        response: { 200: profileSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    (request) => getProfile(app.db, request.params.username, request.user?.id),
  );

  for (const [list, schema, lister, summary] of activityLists) {
    app.get(
      `/api/users/:username/${list}`,
      {
        ...app.publicRead,
        schema: {
          tags: ['profiles'],
          summary: `${summary}, newest first, 5 per page by default`,
          params: usernameParamSchema,
          querystring: profilePageQuerySchema,
          response: { 200: schema, 400: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => {
        const user = await findProfileUser(app.db, request.params.username);
        return lister(app.db, user.id, request.query, request.user?.id);
      },
    );
  }
};
