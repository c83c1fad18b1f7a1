import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import { people, socialAccounts } from '../../platform/database/schema';
import { accountIsVisible } from '../visibility';

/** What a badge can say of an account: a hidden, rejected or unknown one is simply not verified. */
export type BadgeState = 'verified' | 'pending' | 'unverified';

/** The state an account's badge shows, by the same visibility rule as the public pages. */
export async function findBadgeState(db: Database, accountId: number): Promise<BadgeState> {
  const [account] = await db
    .select({ status: socialAccounts.status })
    .from(socialAccounts)
    .innerJoin(people, eq(people.id, socialAccounts.personId))
    .where(and(eq(socialAccounts.id, accountId), accountIsVisible()));
  if (!account || account.status === 'rejected') return 'unverified';
  return account.status;
}
