import type { ApiKeyList } from '@shared/schemas/api-keys';

const apiKeyList: ApiKeyList = {
  keys: [
    {
      id: 4,
      name: 'Research script',
      prefix: 'vv_Q2x9aB',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastUsedAt: '2026-11-21T23:59:00.000Z',
    },
  ],
};

/** The success examples of the API keys' routes in the OpenAPI document (`METHOD /path`). */
export const apiKeysExamples: Record<string, unknown> = {
  'GET /api/api-keys': apiKeyList,
};
