import { z } from 'zod';
import { isoDate } from './common';

export const newApiKeySchema = z.object({
  name: z
    .string({ error: 'Key name is required' })
    .trim()
    .min(1, { error: 'Key name is required' })
    .max(60, { error: 'Key name must be at most 60 characters' })
    .describe('A label to recognise the key by, e.g. the app that uses it'),
});
export type NewApiKey = z.infer<typeof newApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string().describe('The first characters of the key, to recognise it'),
  createdAt: isoDate,
  lastUsedAt: isoDate.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const createdApiKeySchema = apiKeySchema.extend({
  key: z.string().describe('The whole key: shown this once, only its digest is stored'),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
