import { reviewText } from '@shared/example-person';
import type { ReviewsPage } from '@shared/schemas/accounts';

const reviewsPage: ReviewsPage = {
  reviews: [
    {
      id: 9,
      socialAccountId: 101,
      userId: 7,
      reviewText,
      createdAt: '2026-04-10T12:00:00.000Z',
      updatedAt: '2026-04-10T12:00:00.000Z',
      user: { username: 'musicfan' },
    },
  ],
  total: 1,
  page: 1,
  limit: 10,
};

/** The success examples of the reviews' routes in the OpenAPI document (`METHOD /path`). */
export const reviewsExamples: Record<string, unknown> = {
  'GET /api/social-accounts/:id/reviews': reviewsPage,
};
