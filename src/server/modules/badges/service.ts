import { and, eq } from 'drizzle-orm';
import { tierOf } from '@shared/verification';
import type { Database } from '../../platform/database/client';
import { people, socialAccounts } from '../../model/schema';
import { accountIsVisible } from '../visibility';

/**
 * What a badge can say of an account: the tier of a verified one (decision 0031), pending, or
 * not verified for a hidden, rejected or unknown one.
 */
export type BadgeState = 'proven' | 'moderator' | 'community' | 'pending' | 'unverified';

/** The state an account's badge shows, by the same visibility rule as the public pages. */
export async function findBadgeState(db: Database, accountId: number): Promise<BadgeState> {
  const [account] = await db
    .select({
      status: socialAccounts.status,
      decisionBasis: socialAccounts.decisionBasis,
      provenChain: socialAccounts.provenChain,
    })
    .from(socialAccounts)
    .innerJoin(people, eq(people.id, socialAccounts.personId))
    .where(and(eq(socialAccounts.id, accountId), accountIsVisible()));
  if (!account || account.status === 'rejected') return 'unverified';
  return tierOf(account) ?? 'pending';
}
