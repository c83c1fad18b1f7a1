import { and, eq } from 'drizzle-orm';
import type { AccountRating } from '@shared/schemas/accounts';
import type { Database } from '../../platform/database/client';
import { ratings } from '../../model/schema';
import { badRequest, notFound } from '../../platform/http/http-errors';
import { findVisibleAccount } from '../accounts';
import { runWrite, standingFollowUp } from '../derived-data';
import { accountRated } from './topics';
import { saveAccountRating } from './writes';

const asNumber = (value: number | string | null) => (value === null ? null : Number(value));

/** What a rating response says: the account's stored averages and the viewer's own rating. */
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

/** An account's stored averages and, for a signed-in viewer, their own rating. */
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
 * the person's stored averages are refreshed in the same transaction. A rating is a
 * contribution: the rater's standing is evaluated from what the statement read of it.
 */
export async function rateAccount(db: Database, accountId: number, userId: number, rating: number) {
  return runWrite(db, 'rate an account', async (_tx, write) => {
    const { target, kept } = await saveAccountRating(write, accountId, userId, rating);
    // A rejected account is hidden like a deleted one. Each refusal rolls the rating back.
    if (!target.found || target.status === 'rejected') throw notFound('Social account not found');
    if (!kept) throw badRequest('Only verified accounts can be rated');
    write.invalidate(...accountRated(accountId, userId));
    write.followUp(standingFollowUp, { userId: userId, known: target });
    return { message: 'Rating submitted', ...accountRating(kept, rating) };
  });
}
