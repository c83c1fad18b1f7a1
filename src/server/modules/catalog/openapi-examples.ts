import { instagram, musicians, tiktok } from '@shared/example-person';

/** The success examples of the catalog's routes in the OpenAPI document (`METHOD /path`). */
export const catalogExamples: Record<string, unknown> = {
  'GET /api/categories': [musicians, { id: 1, name: 'Actors' }],
  'GET /api/platforms': [instagram, tiktok],
};
