import { and, eq } from 'drizzle-orm';
import type { AccountRating } from '@shared/schemas/accounts';
import type { Database } from '../../db/client';
import { ratings, socialAccounts } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { findVisibleAccount } from '../accounts';
import { withDerivedData } from '../derived-data';
import { saveAccountRating } from './writes';

const asNumber = (value: number | string | null) => (value === null ? null : Number(value));

/** What a rating answer says: the account's kept averages and the viewer's own rating. */
function accountRating(
  kept: { avgRating: number | string | null; avgRating30: number | string | null },
  userRating: number | null,
): AccountRating {
  return {
    averageRating: asNumber(kept.avgRating),
    averageRating30Day: asNumber(kept.avgRating30),
    userRating,
  };
}

/** An account's kept averages and, for a signed-in viewer, their own rating. */
export async function getAccountRating(
  db: Database,
  accountId: number,
  viewerId?: number,
): Promise<AccountRating> {
  const account = await findVisibleAccount(db, accountId);
  const [own] =
    viewerId === undefined
      ? []
      : await db
          .select({ rating: ratings.rating })
          .from(ratings)
          .where(and(eq(ratings.socialAccountId, accountId), eq(ratings.userId, viewerId)));
  return accountRating(account, own?.rating ?? null);
}

/**
 * Rates a verified account; a user's new rating replaces their old one. The account's and
 * the person's kept averages are refreshed in the same transaction.
 */
export async function rateAccount(db: Database, accountId: number, userId: number, rating: number) {
  return withDerivedData(db, async (tx, derived) => {
    // Concurrent ratings of one account take turns: each recount then sees every rating
    // committed before it, so the kept count and averages never miss one.
    const account = await findVisibleAccount(tx, accountId, { lock: true });
    if (account.status !== 'verified') throw badRequest('Only verified accounts can be rated');
    await saveAccountRating(derived, account, userId, rating);
    const [kept] = await tx
      .select({ avgRating: socialAccounts.avgRating, avgRating30: socialAccounts.avgRating30 })
      .from(socialAccounts)
      .where(eq(socialAccounts.id, accountId));
    return { message: 'Rating submitted', ...accountRating(kept!, rating) };
  });
}
