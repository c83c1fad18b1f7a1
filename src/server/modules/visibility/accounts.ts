import { and, sql } from 'drizzle-orm';
import { socialAccounts } from '../../model/schema';
import { personIsListed } from './people';

/** An account that is not deleted, whatever the community decided (its person not checked). */
export const accountIsLive = sql`not ${socialAccounts.isDeleted}`;

/** An account shown to the public by itself: live and not rejected by the community. */
export const accountIsShown = and(accountIsLive, sql`${socialAccounts.status} <> 'rejected'`);

/**
 * An account the public can see, in a query that joins its person: shown, of a listed
 * person. `withRejected` lets a community-rejected one through, for its own proposer only.
 */
export function accountIsVisible({ withRejected = false }: { withRejected?: boolean } = {}) {
  return and(withRejected ? accountIsLive : accountIsShown, personIsListed);
}
