import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRatingSchema, ratingInputSchema } from '@shared/schemas/accounts';
import { errorResponses, idParamSchema, messageSchema } from '@shared/schemas/common';
import { getAccountRating, rateAccount } from './service';
import { accountTopic } from '../../model/topics';

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/social-accounts/:id/rating',
    {
      ...app.publicRead((_rating, { id }: { id: number }) => [accountTopic(id)]),
      schema: {
        tags: ['ratings'],
        summary: "An account's overall and 30-day average, and the viewer's own rating",
        params: idParamSchema,
        response: { 200: accountRatingSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => getAccountRating(app.db, request.params.id, request.user?.id),
  );

  app.post(
    '/api/social-accounts/:id/rate',
    {
      preHandler: app.requirePermission('rate:account'),
      schema: {
        tags: ['ratings'],
        summary: 'Rate a verified account from 1 to 5; a new rating replaces the old one',
        params: idParamSchema,
        body: ratingInputSchema,
        response: {
          200: accountRatingSchema.extend(messageSchema.shape),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    (request) =>
      rateAccount(app.db, request.params.id, request.signedInUser.id, request.body.rating),
  );
};
