import { z } from 'zod';
import { MAX_SERIAL_ID } from '../constants';
import { isoDate, queryIntWithDefault } from './common';
import { directoryEntrySchema } from './directory';

export const CHANGES_PAGE_SIZE = 100;
export const CHANGES_MAX_PAGE_SIZE = 1000;
/** The value of `since` that answers no changes, only the cursor of the newest one. */
export const LATEST_CURSOR = 'latest';

export const CHANGE_KINDS = [
  'person_added',
  'person_deleted',
  'person_merged',
  'account_verified',
  'account_removed',
  'account_proof_changed',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

const SINCE_MESSAGE = `since must be a cursor from an earlier answer, or ${LATEST_CURSOR}`;

export const changesQuerySchema = z.object({
  since: z
    .string({ error: SINCE_MESSAGE })
    .regex(new RegExp(`^(${LATEST_CURSOR}|\\d{1,10})$`), { error: SINCE_MESSAGE })
    .refine((value) => value === LATEST_CURSOR || Number(value) <= MAX_SERIAL_ID, {
      error: SINCE_MESSAGE,
    })
    .optional()
    .describe(
      `The \`nextCursor\` of your previous answer: only later changes are listed. Leave it out to read from the first change; \`${LATEST_CURSOR}\` answers no changes and the newest cursor.`,
    ),
  limit: queryIntWithDefault(
    1,
    CHANGES_MAX_PAGE_SIZE,
    `limit must be a whole number from 1 to ${CHANGES_MAX_PAGE_SIZE}`,
    CHANGES_PAGE_SIZE,
  ).describe('Changes per answer'),
});
export type ChangesQuery = z.infer<typeof changesQuerySchema>;

export const directoryChangeSchema = z.object({
  cursor: z.string().describe('Opaque position of this change in the feed'),
  kind: z
    .enum(CHANGE_KINDS)
    .describe(
      'person_added; person_deleted and person_merged (the person is gone; account_removed or account_verified changes for their directory accounts follow); account_verified (the account entered the directory, or its entry changed in a merge); account_removed (the account left the public view: deleted, rejected by votes, or taken back to pending); account_proof_changed (a checked proof of a verified account broke or recovered: read its verification again)',
    ),
  occurredAt: isoDate,
  personId: z.number().int(),
  personSlug: z
    .string()
    .nullable()
    .describe('The person’s name slug, as in GET /api/people/{personSlug}'),
  accountId: z.number().int().nullable(),
  mergedIntoId: z
    .number()
    .int()
    .nullable()
    .describe('person_merged only: the person who now holds the merged person’s accounts'),
  account: directoryEntrySchema
    .nullable()
    .describe(
      'The account’s directory entry as it is now, or null when it is not in the directory now: store the entry, or drop accountId',
    ),
});
export type DirectoryChange = z.infer<typeof directoryChangeSchema>;

export const changesPageSchema = z.object({
  changes: z.array(directoryChangeSchema).describe('Oldest first'),
  nextCursor: z
    .string()
    .describe('Send it as `since` next time: the cursor of the last change listed, else `since`'),
  hasMore: z.boolean().describe('More changes follow at once: ask again without waiting'),
});
export type ChangesPage = z.infer<typeof changesPageSchema>;
