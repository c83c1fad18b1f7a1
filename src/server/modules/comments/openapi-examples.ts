import { exampleComment as comment } from '@shared/example-person';
import type { CommentRating, CommentsPage } from '@shared/schemas/comments';

const commentsPage: CommentsPage = {
  comments: [{ ...comment, replies: [{ ...comment, id: 56, parentId: 55, text: 'Agreed!' }] }],
  total: 1,
  totalIsEstimate: false,
  page: 1,
  limit: 10,
};
const commentRating: CommentRating = { commentId: 55, userRating: null, averageRating: 4.5 };

/** The success examples of the comments' routes in the OpenAPI document (`METHOD /path`). */
export const commentsExamples: Record<string, unknown> = {
  'GET /api/comments': commentsPage,
  'GET /api/comments/:id/rating': commentRating,
};
