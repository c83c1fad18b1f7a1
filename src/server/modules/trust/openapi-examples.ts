import { newcomerStanding } from '@shared/example-person';

/** The success examples of the trust module's routes in the OpenAPI document (`METHOD /path`). */
export const trustExamples: Record<string, unknown> = {
  'GET /api/user/standing': newcomerStanding,
};
