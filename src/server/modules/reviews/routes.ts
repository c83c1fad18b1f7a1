import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEWS_PAGE_SIZE } from '@shared/constants';
import {
  reviewInputSchema,
  reviewSchema,
  reviewsPageSchema,
  type ReviewsPage,
} from '@shared/schemas/accounts';
import { errorResponses, idParamSchema, messageSchema, pagingQuery } from '@shared/schemas/common';
import { createReview, deleteReview, listReviews, updateReview } from './service';
import { accountTopic, reviewTopic } from '../../model/topics';

const errors = errorResponses(400, 401, 403, 404, 409);

const reviewsQuerySchema = z.object(pagingQuery(REVIEWS_PAGE_SIZE * 2));

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/social-accounts/:id/reviews',
    {
      ...app.publicRead((page: ReviewsPage, { id }: { id: number }) => [
        accountTopic(id),
        ...page.reviews.map((review) => reviewTopic(review.id)),
      ]),
      schema: {
        tags: ['reviews'],
        summary: "An account's reviews, newest first, with each author's username",
        params: idParamSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsPageSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => listReviews(app.db, request.params.id, request.query),
  );

  app.post(
    '/api/social-accounts/:id/reviews',
    {
      preHandler: app.requirePermission('write:review'),
      schema: {
        tags: ['reviews'],
        summary: 'Review an account (one review per user and account)',
        params: idParamSchema,
        body: reviewInputSchema,
        response: { 201: reviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const review = await createReview(
        app.db,
        request.params.id,
        request.signedInUser.id,
        request.body.reviewText,
      );
      return reply.status(201).send(review);
    },
  );

  app.put(
    '/api/reviews/:id',
    {
      preHandler: app.requirePermission('edit:review:own'),
      schema: {
        tags: ['reviews'],
        summary: 'Edit your own review',
        params: idParamSchema,
        body: reviewInputSchema,
        response: { 200: reviewSchema, ...errors },
      },
    },
    (request) =>
      updateReview(app.db, request.params.id, request.signedInUser, request.body.reviewText),
  );

  app.delete(
    '/api/reviews/:id',
    {
      preHandler: app.requirePermission('delete:review:own'),
      schema: {
        tags: ['reviews'],
        summary: 'Delete your own review',
        params: idParamSchema,
        querystring: z.object({ socialAccountId: z.string().optional() }),
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteReview(app.db, request.params.id, request.signedInUser);
      return { message: 'Review deleted' };
    },
  );
};
