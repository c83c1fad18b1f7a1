import type { ACCOUNT_STATUSES } from './schemas/admin';

type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * Where a person stands in moderation, from their accounts (deleted ones left out): pending
 * while any account awaits the community's votes, verified once one is verified and none
 * awaits, and neither without accounts or with only rejected ones, which await nothing.
 * The admin people list's filters (people-service.ts) select by the same rule.
 */
export function personReviewStatus(
  accounts: readonly { status: AccountStatus }[],
): 'pending' | 'verified' | null {
  if (accounts.some((account) => account.status === 'pending')) return 'pending';
  if (accounts.some((account) => account.status === 'verified')) return 'verified';
  return null;
}
