import { directoryEntry } from '@shared/example-person';

/** The success examples of the directory's routes in the OpenAPI document (`METHOD /path`). */
export const directoryExamples: Record<string, unknown> = {
  'GET /api/directory': [directoryEntry],
};
