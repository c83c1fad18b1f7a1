import { directoryEntry } from '@shared/example-person';
import type { ChangesPage } from '@shared/schemas/changes';

const changesPage: ChangesPage = {
  changes: [
    {
      cursor: '41',
      kind: 'account_verified',
      occurredAt: '2026-03-04T18:40:00.000Z',
      personId: 42,
      personSlug: 'ada-example',
      accountId: 101,
      mergedIntoId: null,
      account: directoryEntry,
    },
    {
      cursor: '42',
      kind: 'person_merged',
      occurredAt: '2026-03-05T10:02:00.000Z',
      personId: 43,
      personSlug: 'ada-b-example',
      accountId: null,
      mergedIntoId: 42,
      account: null,
    },
  ],
  nextCursor: '42',
  hasMore: false,
};

/** The success examples of the changes' routes in the OpenAPI document (`METHOD /path`). */
export const changesExamples: Record<string, unknown> = {
  'GET /api/changes': changesPage,
};
