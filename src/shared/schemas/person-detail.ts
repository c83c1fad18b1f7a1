import { z } from 'zod';
import { PENDING_ACCOUNTS_MAX_PAGE_SIZE, PENDING_ACCOUNTS_PAGE_SIZE } from '../constants';
import { identityAnchorSchema } from './anchors';
import { pagingQuery } from './common';
import { personSchema, socialAccountSchema } from './people';

/**
 * One person as their page reads them: with the official sites that anchor their accounts,
 * every verified account and the first page of pending ones.
 */
export const personDetailSchema = personSchema.extend({
  anchors: z
    .array(identityAnchorSchema)
    .describe('Official sites known to be the person’s own, set by administrators with a reason'),
  pendingAccountCount: z
    .number()
    .int()
    .describe(
      `How many pending accounts the person has: socialAccounts holds the first ${PENDING_ACCOUNTS_PAGE_SIZE} of them (best rated, then oldest, first), GET /api/people/{id}/pending-accounts pages through them all`,
    ),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

export const pendingAccountsQuerySchema = z.object(
  pagingQuery(PENDING_ACCOUNTS_PAGE_SIZE, PENDING_ACCOUNTS_MAX_PAGE_SIZE),
);
export type PendingAccountsQuery = z.infer<typeof pendingAccountsQuerySchema>;

export const pendingAccountsPageSchema = z.object({
  accounts: z.array(socialAccountSchema),
  total: z.number().int().describe('How many pending accounts the person has'),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PendingAccountsPage = z.infer<typeof pendingAccountsPageSchema>;
