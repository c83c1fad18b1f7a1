import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ratingInputSchema } from '@shared/schemas/accounts';
import {
  commentRatingSchema,
  commentSchema,
  commentsPageSchema,
  commentsQuerySchema,
  newCommentSchema,
  type CommentRating,
} from '@shared/schemas/comments';
import { errorResponses, idParamSchema, messageSchema } from '@shared/schemas/common';
import { previewForComment } from '../link-preview';
import { deleteComment, getCommentRating, listComments, postComment, rateComment } from './service';
import { commentTopic, listTopics } from '../../model/topics';

const errors = errorResponses(400, 401, 403, 404);

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/comments',
    {
      ...app.publicRead(() => [listTopics.comments]),
      schema: {
        tags: ['community'],
        summary: 'The community feed: comments newest first with their replies',
        querystring: commentsQuerySchema,
        response: { 200: commentsPageSchema, ...errorResponses(400) },
      },
    },
    (request) => listComments(app.db, request.query, request.user?.id),
  );

  app.post(
    '/api/comments',
    {
      preHandler: app.requirePermission('post:comment'),
      schema: {
        tags: ['community'],
        summary: 'Post a comment about a person, or a reply to a top-level comment',
        body: newCommentSchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.signedInUser.id;
      const previewLink = (link: string) =>
        previewForComment(link, {
          db: app.db,
          storage: app.uploadStorage,
          userId,
          options: { allowedPrivateAddresses: app.config.allowedPrivateAddresses },
        });
      const comment = await postComment(app.db, userId, request.body, previewLink);
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    '/api/comments/:id',
    {
      // Like every admin-only route, refused before any input is read.
      onRequest: app.requirePermission('delete:comment:any'),
      schema: {
        tags: ['community'],
        summary: 'Delete a comment (admins only); it is hidden everywhere',
        params: idParamSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteComment(app.db, request.params.id);
      return { message: 'Comment deleted' };
    },
  );

  app.get(
    '/api/comments/:id/rating',
    {
      ...app.publicRead((rating: CommentRating) => [commentTopic(rating.commentId)]),
      schema: {
        tags: ['community'],
        summary: "A comment's average rating and the viewer's own",
        params: idParamSchema,
        response: { 200: commentRatingSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => getCommentRating(app.db, request.params.id, request.user?.id),
  );

  app.post(
    '/api/comments/:id/rate',
    {
      preHandler: app.requirePermission('rate:comment:others'),
      schema: {
        tags: ['community'],
        summary: "Rate someone else's comment from 1 to 5",
        params: idParamSchema,
        body: ratingInputSchema,
        response: { 200: commentRatingSchema, ...errors },
      },
    },
    (request) => rateComment(app.db, request.params.id, request.signedInUser, request.body.rating),
  );
};
