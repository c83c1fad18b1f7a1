import type { AccountRating } from '@shared/schemas/accounts';

const accountRating: AccountRating = {
  averageRating: 4.6,
  averageRating30Day: 4.8,
  userRating: null,
};

/** The success examples of the ratings' routes in the OpenAPI document (`METHOD /path`). */
export const ratingsExamples: Record<string, unknown> = {
  'GET /api/social-accounts/:id/rating': accountRating,
};
