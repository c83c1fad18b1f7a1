import { z } from 'zod';
import { DIRECTORY_MAX_PAGE_SIZE, DIRECTORY_PAGE_SIZE, MAX_SERIAL_ID } from '../constants';
import { isoDate, queryIntWithDefault } from './common';
import { TIERS, tierSchema } from './trust';

export const directoryEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  url: z.string(),
  platform: z.string(),
  category: z.string().nullable(),
  followers: z.string().nullable(),
  profession: z.string(),
  evidence: z.string().nullable(),
  verifiedAt: isoDate.nullable(),
  tier: tierSchema,
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const DIRECTORY_FORMATS = ['json', 'jsonl', 'csv'] as const;
export type DirectoryFormat = (typeof DIRECTORY_FORMATS)[number];

const CURSOR_MESSAGE = 'cursor must be the value given in the previous Link header';

export const directoryQuerySchema = z.object({
  limit: queryIntWithDefault(
    1,
    DIRECTORY_MAX_PAGE_SIZE,
    `limit must be a whole number from 1 to ${DIRECTORY_MAX_PAGE_SIZE}`,
    DIRECTORY_PAGE_SIZE,
  ),
  // Milliseconds of at most 13 digits (until the year 2286) and an id the id column can
  // hold: a larger value is no cursor this server gave, and the database would refuse it.
  cursor: z
    .string()
    .regex(/^\d{1,13}_\d{1,10}$/, CURSOR_MESSAGE)
    .refine((cursor) => Number(cursor.split('_')[1]) <= MAX_SERIAL_ID, CURSOR_MESSAGE)
    .optional(),
  tier: z
    .enum(TIERS, { error: 'tier must be proven, moderator or community' })
    .default('community')
    .describe(
      'The least tier an entry has: proven (proven accounts only), moderator (proven and verified by a moderator), community (every verified account)',
    ),
  format: z
    .enum(DIRECTORY_FORMATS, { error: 'format must be json, jsonl or csv' })
    .default('json')
    .describe(
      'json: one page as an array; jsonl or csv: the whole directory as a download (limit and cursor do not apply)',
    ),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;
